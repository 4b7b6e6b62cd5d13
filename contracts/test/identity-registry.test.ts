import { ZeroAddress, ZeroHash } from 'ethers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { roles, traderKey } from '../src/index.js'
import {
  deployPlatform,
  expectMined,
  expectRevert,
  type Platform,
  newWallet,
} from './helpers/platform-fixture.js'

describe('IdentityRegistry', () => {
  let platform: Platform
  beforeEach(async () => {
    platform = await deployPlatform()
  })
  afterEach(() => platform.chain.close())

  it('maps an allowed wallet and its trader key both ways, with an event', async () => {
    const { registry } = platform
    const alice = newWallet()
    const outcome = expectMined(await registry.send('allow', alice.address, traderKey('trader-42')))
    expect(registry.iface.parseLog(outcome.logs[0]!)?.name).toBe('WalletAllowed')
    expect(await registry.read<boolean>('isAllowed', alice.address)).toBe(true)
    expect(await registry.read<string>('walletOf', traderKey('trader-42'))).toBe(alice.address)
    expect(await registry.read<string>('traderKeyOf', alice.address)).toBe(traderKey('trader-42'))
  })

  it('moves a trader key to a new wallet: the old one leaves the list', async () => {
    const { registry } = platform
    const [old, replacement] = [newWallet(), newWallet()]
    await platform.allow(old, 'alice')
    const outcome = expectMined(await registry.send('allow', replacement.address, traderKey('alice')))
    expect(outcome.logs.map((log) => registry.iface.parseLog(log)?.name)).toEqual([
      'WalletDisallowed',
      'WalletAllowed',
    ])
    expect(await registry.read<string>('walletOf', traderKey('alice'))).toBe(replacement.address)
    expect(await registry.read<boolean>('isAllowed', old.address)).toBe(false)
    expect(await registry.read<string>('traderKeyOf', old.address)).toBe(ZeroHash)
  })

  it('refuses to give one wallet to two traders', async () => {
    const alice = newWallet()
    await platform.allow(alice, 'alice')
    const args = expectRevert(
      await platform.registry.send('allow', alice.address, traderKey('bob')),
      'WalletHeldByAnotherTrader',
    )
    expect(args).toEqual([alice.address, traderKey('alice')])
    expect(await platform.registry.read<string>('walletOf', traderKey('bob'))).toBe(ZeroAddress)
  })

  it('disallows a wallet: off the list both ways, with an event', async () => {
    const { registry } = platform
    const alice = newWallet()
    await platform.allow(alice, 'alice')
    const outcome = expectMined(await registry.send('disallow', alice.address))
    expect(registry.iface.parseLog(outcome.logs[0]!)?.args.toArray()).toEqual([
      alice.address,
      traderKey('alice'),
    ])
    expect(await registry.read<boolean>('isAllowed', alice.address)).toBe(false)
    expect(await registry.read<string>('walletOf', traderKey('alice'))).toBe(ZeroAddress)
    expectRevert(await registry.send('disallow', alice.address), 'WalletNotListed')
  })

  it('refuses the zero wallet and the zero trader key', async () => {
    expectRevert(await platform.registry.send('allow', ZeroAddress, traderKey('x')), 'ZeroWallet')
    expectRevert(await platform.registry.send('allow', newWallet().address, ZeroHash), 'ZeroTraderKey')
  })

  it('lets only the agent manage the list', async () => {
    const alice = newWallet()
    await platform.allow(alice, 'alice')
    const asAlice = platform.registry.as(platform.clientOf(alice))
    for (const [fn, args] of [
      ['allow', [newWallet().address, traderKey('mallory')]],
      ['disallow', [alice.address]],
    ] as const)
      expect(expectRevert(await asAlice.send(fn, ...args), 'AccessControlUnauthorizedAccount')).toEqual([
        alice.address,
        roles.AGENT_ROLE,
      ])
    expect(await platform.registry.read<boolean>('isAllowed', alice.address)).toBe(true)
  })
})
