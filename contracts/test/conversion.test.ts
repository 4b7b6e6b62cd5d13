import { AbiCoder, Interface, type Wallet } from 'ethers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OSTToken, roles } from '../src/index.js'
import { ConversionSourceMock } from './artifacts/ConversionSourceMock.js'
import {
  deployPlatform,
  expectMined,
  expectRevert,
  TestContract,
  type Platform,
  newWallet,
} from './helpers/platform-fixture.js'

describe('OSTToken conversion', () => {
  let platform: Platform
  let holder: Wallet
  beforeEach(async () => {
    platform = await deployPlatform()
    holder = newWallet()
    await platform.allow(holder, 'holder')
    expectMined(
      await platform.iqs.as(platform.clientOf(platform.treasury)).send('transfer', holder.address, 5_000),
    )
  })
  afterEach(() => platform.chain.close())

  const balances = async (wallet: Wallet): Promise<{ iqs: bigint; ost: bigint }> => ({
    iqs: await platform.iqs.read<bigint>('balanceOf', wallet.address),
    ost: await platform.ost.read<bigint>('balanceOf', wallet.address),
  })

  it('is the share token: name, symbol, whole tokens, cap', async () => {
    const { ost, addresses } = platform
    expect(await ost.read<string>('name')).toBe('IQS Class A Share')
    expect(await ost.read<string>('symbol')).toBe('OST')
    expect(await ost.read<bigint>('decimals')).toBe(0n)
    expect(await ost.read<bigint>('cap')).toBe(1_000_000_000n)
    expect(await ost.read<bigint>('totalSupply')).toBe(0n)
    expect(await ost.read<string>('iqs')).toBe(addresses.iqs)
  })

  it('burns IQS and mints OST 1:1 in one transaction; the supplies follow', async () => {
    const { ost, iqs } = platform
    const outcome = expectMined(await ost.send('convert', holder.address, 1_200))
    // One transaction: IQS's burn (Transfer to zero), OST's mint (Transfer from zero) and Converted.
    const events = outcome.logs.map((log) =>
      log.address === iqs.address
        ? `IQS.${iqs.iface.parseLog(log)?.name}`
        : `OST.${ost.iface.parseLog(log)?.name}`,
    )
    expect(events).toEqual(['IQS.Transfer', 'OST.Transfer', 'OST.Converted'])
    expect(await balances(holder)).toEqual({ iqs: 3_800n, ost: 1_200n })
    expect(await iqs.read<bigint>('totalSupply')).toBe(500_000_000n - 1_200n)
    expect(await ost.read<bigint>('totalSupply')).toBe(1_200n)
  })

  it('refuses more IQS than the holder has, changing nothing', async () => {
    expectRevert(await platform.ost.send('convert', holder.address, 5_001), 'ERC20InsufficientBalance')
    expect(await balances(holder)).toEqual({ iqs: 5_000n, ost: 0n })
  })

  it('is the agent’s alone, not the holder’s', async () => {
    const asHolder = platform.ost.as(platform.clientOf(holder))
    const args = expectRevert(
      await asHolder.send('convert', holder.address, 1),
      'AccessControlUnauthorizedAccount',
    )
    expect(args).toEqual([holder.address, roles.AGENT_ROLE])
    expect(await balances(holder)).toEqual({ iqs: 5_000n, ost: 0n })
  })

  it('refuses a holder off the list or frozen on either token', async () => {
    const { ost, iqs, registry } = platform
    expectMined(await iqs.send('freeze', holder.address))
    expectRevert(await ost.send('convert', holder.address, 1), 'WalletFrozen')
    expectMined(await iqs.send('unfreeze', holder.address))
    expectMined(await ost.send('freeze', holder.address))
    expectRevert(await ost.send('convert', holder.address, 1), 'WalletFrozen')
    expectMined(await ost.send('unfreeze', holder.address))
    expectMined(await registry.send('disallow', holder.address))
    expectRevert(await ost.send('convert', holder.address, 1), 'WalletNotAllowed')
    expect(await balances(holder)).toEqual({ iqs: 5_000n, ost: 0n })
  })

  it('is not blocked by a pause (an agent operation)', async () => {
    expectMined(await platform.iqs.send('pause'))
    expectMined(await platform.ost.send('pause'))
    expectMined(await platform.ost.send('convert', holder.address, 7))
    expect(await balances(holder)).toEqual({ iqs: 4_993n, ost: 7n })
  })

  it('refuses zero', async () => {
    expectRevert(await platform.ost.send('convert', holder.address, 0), 'ZeroAmount')
  })

  it('refuses to mint beyond the 1,000,000,000 cap', async () => {
    // The real IQS (500,000,000) can never reach the cap: a test-only source that burns nothing
    // stands in for it behind the production OSTToken bytecode.
    const { agent, addresses } = platform
    const { address: source } = await agent.deploy(ConversionSourceMock.bytecode)
    const { address: capped } = await agent.deploy(
      OSTToken.bytecode,
      AbiCoder.defaultAbiCoder().encode(
        ['address', 'address', 'address'],
        [addresses.registry, agent.address, source],
      ),
    )
    const ost = new TestContract(capped, new Interface(OSTToken.abi), agent)
    expectMined(await ost.send('grantRole', roles.AGENT_ROLE, agent.address))

    expectMined(await ost.send('convert', holder.address, 999_999_999))
    expectMined(await ost.send('convert', holder.address, 1))
    expect(await ost.read<bigint>('totalSupply')).toBe(1_000_000_000n)
    expect(expectRevert(await ost.send('convert', holder.address, 1), 'ERC20ExceededCap')).toEqual([
      1_000_000_001n,
      1_000_000_000n,
    ])
    expect(await ost.read<bigint>('totalSupply')).toBe(1_000_000_000n)
  })

  it('issues OST to an allowed holder within the same cap; the agent’s alone; refused off the list or frozen', async () => {
    const { ost } = platform
    const outcome = expectMined(await ost.send('issue', holder.address, 250))
    expect(outcome.logs.map((log) => ost.iface.parseLog(log)?.name)).toEqual(['Transfer', 'Issued'])
    expect(await balances(holder)).toEqual({ iqs: 5_000n, ost: 250n })
    expect(await ost.read<bigint>('totalSupply')).toBe(250n)
    expectRevert(
      await ost.as(platform.clientOf(holder)).send('issue', holder.address, 1),
      'AccessControlUnauthorizedAccount',
    )
    expectRevert(await ost.send('issue', holder.address, 0), 'ZeroAmount')
    expectRevert(await ost.send('issue', newWallet().address, 1), 'WalletNotAllowed')
    expectMined(await ost.send('freeze', holder.address))
    expectRevert(await ost.send('issue', holder.address, 1), 'WalletFrozen')
    expectMined(await ost.send('unfreeze', holder.address))
    expect(expectRevert(await ost.send('issue', holder.address, 1_000_000_000), 'ERC20ExceededCap')).toEqual([
      1_000_000_250n,
      1_000_000_000n,
    ])
    expect(await ost.read<bigint>('totalSupply')).toBe(250n)
  })
})
