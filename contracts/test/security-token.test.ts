import { type Wallet } from 'ethers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { roles } from '../src/index.js'
import {
  deployPlatform,
  expectMined,
  expectRevert,
  type Platform,
  type TestContract,
  newWallet,
} from './helpers/platform-fixture.js'

/** The rules of SecurityToken, on IQS (OST inherits the same code; settlement.test.ts moves OST too). */
describe('SecurityToken rules', () => {
  let platform: Platform
  let alice: Wallet
  let bob: Wallet
  /** IQS as the treasury sends it. */
  let fromTreasury: TestContract
  /** IQS as alice sends it. */
  let fromAlice: TestContract

  beforeEach(async () => {
    platform = await deployPlatform()
    alice = newWallet()
    bob = newWallet()
    await platform.allow(alice, 'alice')
    await platform.allow(bob, 'bob')
    fromTreasury = platform.iqs.as(platform.clientOf(platform.treasury))
    fromAlice = platform.iqs.as(platform.clientOf(alice))
    expectMined(await fromTreasury.send('transfer', alice.address, 1_000))
  })
  afterEach(() => platform.chain.close())

  const balanceOf = (wallet: Wallet): Promise<bigint> =>
    platform.iqs.read<bigint>('balanceOf', wallet.address)

  describe('allow list', () => {
    it('moves tokens between allowed wallets', async () => {
      expectMined(await fromAlice.send('transfer', bob.address, 10))
      expect(await balanceOf(alice)).toBe(990n)
      expect(await balanceOf(bob)).toBe(10n)
    })

    it('refuses a transfer to a wallet that is not on the list', async () => {
      const stranger = newWallet()
      expect(
        expectRevert(await fromAlice.send('transfer', stranger.address, 10), 'WalletNotAllowed'),
      ).toEqual([stranger.address])
      expect(await balanceOf(alice)).toBe(1_000n)
    })

    it('refuses a transfer from a wallet taken off the list, and transferFrom both ways', async () => {
      const carol = newWallet()
      await platform.allow(carol, 'carol')
      expectMined(await fromAlice.send('approve', carol.address, 100))
      const fromCarol = platform.iqs.as(platform.clientOf(carol))
      expectMined(await fromCarol.send('transferFrom', alice.address, bob.address, 1))

      expectMined(await platform.registry.send('disallow', alice.address))
      expectRevert(await fromAlice.send('transfer', bob.address, 10), 'WalletNotAllowed')
      expectRevert(await fromCarol.send('transferFrom', alice.address, bob.address, 1), 'WalletNotAllowed')
      const stranger = newWallet()
      expectRevert(await fromTreasury.send('transfer', stranger.address, 1), 'WalletNotAllowed')
      expect(await balanceOf(alice)).toBe(999n)
    })
  })

  describe('pause', () => {
    it('refuses transfers and operator transfers while paused; unpause restores them', async () => {
      const { iqs, agent } = platform
      // A test operator stands in for Settlement (settlement.test.ts checks the real one).
      expectMined(await iqs.send('grantRole', roles.OPERATOR_ROLE, agent.address))
      expectMined(await iqs.send('pause'))
      expect(await iqs.read<boolean>('paused')).toBe(true)
      expectRevert(await fromAlice.send('transfer', bob.address, 10), 'EnforcedPause')
      expectRevert(await iqs.send('operatorTransfer', alice.address, bob.address, 10), 'EnforcedPause')

      expectMined(await iqs.send('unpause'))
      expectMined(await fromAlice.send('transfer', bob.address, 10))
      expectMined(await iqs.send('operatorTransfer', alice.address, bob.address, 5))
      expect(await balanceOf(bob)).toBe(15n)
    })
  })

  describe('freeze', () => {
    it('refuses transfers from and to a frozen wallet; unfreeze restores them', async () => {
      const { iqs, agent } = platform
      const frozen = expectMined(await iqs.send('freeze', alice.address))
      expect(iqs.iface.parseLog(frozen.logs[0]!)?.args.toArray()).toEqual([
        alice.address,
        true,
        agent.address,
      ])
      expect(await iqs.read<boolean>('isFrozen', alice.address)).toBe(true)
      expectRevert(await fromAlice.send('transfer', bob.address, 10), 'WalletFrozen')
      expectRevert(await fromTreasury.send('transfer', alice.address, 10), 'WalletFrozen')
      expectMined(await iqs.send('grantRole', roles.OPERATOR_ROLE, agent.address))
      expectRevert(await iqs.send('operatorTransfer', alice.address, bob.address, 10), 'WalletFrozen')

      expectMined(await iqs.send('unfreeze', alice.address))
      expect(await iqs.read<boolean>('isFrozen', alice.address)).toBe(false)
      expectMined(await fromAlice.send('transfer', bob.address, 10))
      expectMined(await fromTreasury.send('transfer', alice.address, 10))
    })
  })

  describe('forced transfer', () => {
    it('moves tokens out of a frozen wallet while the token is paused', async () => {
      const { iqs, agent } = platform
      expectMined(await iqs.send('freeze', alice.address))
      expectMined(await iqs.send('pause'))
      const outcome = expectMined(await iqs.send('forcedTransfer', alice.address, bob.address, 400))
      const event = outcome.logs
        .map((log) => iqs.iface.parseLog(log))
        .find((log) => log?.name === 'ForcedTransfer')
      expect(event?.args.toArray()).toEqual([alice.address, bob.address, 400n, agent.address])
      expect(await balanceOf(alice)).toBe(600n)
      expect(await balanceOf(bob)).toBe(400n)
    })

    it('moves tokens out of a wallet taken off the list (lost keys)', async () => {
      expectMined(await platform.registry.send('disallow', alice.address))
      expectMined(await platform.iqs.send('forcedTransfer', alice.address, bob.address, 1_000))
      expect(await balanceOf(bob)).toBe(1_000n)
    })

    it('refuses a receiver that is not on the list', async () => {
      const stranger = newWallet()
      expectRevert(
        await platform.iqs.send('forcedTransfer', alice.address, stranger.address, 1),
        'WalletNotAllowed',
      )
      expect(await balanceOf(alice)).toBe(1_000n)
    })

    it('is the agent’s alone', async () => {
      const args = expectRevert(
        await fromAlice.send('forcedTransfer', alice.address, bob.address, 1),
        'AccessControlUnauthorizedAccount',
      )
      expect(args).toEqual([alice.address, roles.AGENT_ROLE])
    })
  })

  describe('roles', () => {
    it('lets only the agent pause, unpause, freeze and unfreeze', async () => {
      for (const [fn, args] of [
        ['pause', []],
        ['unpause', []],
        ['freeze', [bob.address]],
        ['unfreeze', [bob.address]],
      ] as const)
        expect(expectRevert(await fromAlice.send(fn, ...args), 'AccessControlUnauthorizedAccount')).toEqual([
          alice.address,
          roles.AGENT_ROLE,
        ])
    })

    it('lets only the operator (Settlement) move tokens without an allowance', async () => {
      const args = expectRevert(
        await fromAlice.send('operatorTransfer', bob.address, alice.address, 1),
        'AccessControlUnauthorizedAccount',
      )
      expect(args).toEqual([alice.address, roles.OPERATOR_ROLE])
      // Not even the agent: only Settlement holds the role.
      expectRevert(
        await platform.iqs.send('operatorTransfer', alice.address, bob.address, 1),
        'AccessControlUnauthorizedAccount',
      )
    })

    it('lets only the admin grant roles', async () => {
      const args = expectRevert(
        await fromAlice.send('grantRole', roles.AGENT_ROLE, alice.address),
        'AccessControlUnauthorizedAccount',
      )
      expect(args).toEqual([alice.address, roles.DEFAULT_ADMIN_ROLE])
    })
  })
})
