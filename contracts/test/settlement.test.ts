import { TypedDataEncoder, type Wallet, id } from 'ethers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { roles, SETTLED_TRADE_TYPES, settledTradeDomain, type SettledTrade } from '../src/index.js'
import {
  CHAIN_ID,
  deployPlatform,
  expectMined,
  expectRevert,
  type Platform,
  newWallet,
} from './helpers/platform-fixture.js'

describe('Settlement', () => {
  let platform: Platform
  let seller: Wallet
  let buyer: Wallet
  let tradeCount = 0

  beforeEach(async () => {
    platform = await deployPlatform()
    seller = newWallet()
    buyer = newWallet()
    await platform.allow(seller, 'trader-seller')
    await platform.allow(buyer, 'trader-buyer')
    expectMined(
      await platform.iqs.as(platform.clientOf(platform.treasury)).send('transfer', seller.address, 10_000),
    )
  })
  afterEach(() => platform.chain.close())

  /** A trade as the api signs it: integers as decimal strings, settledAt in epoch ms. */
  const trade = (overrides: Partial<SettledTrade> = {}): SettledTrade => ({
    tradeId: `T-${++tradeCount}`,
    instrument: 'IQS',
    buyer: 'trader-buyer',
    seller: 'trader-seller',
    quantity: '100',
    unitPriceCents: '1250',
    settledAt: '1767225600000',
    ...overrides,
  })
  /** ethers' EIP-712 signature, exactly as the api's PlatformSigner makes it. */
  const sign = (value: SettledTrade, key: Wallet = platform.platformSigner): Promise<string> =>
    key.signTypedData(settledTradeDomain(CHAIN_ID), SETTLED_TRADE_TYPES, value)
  const settle = (trades: SettledTrade[], signatures: string[], submitter = platform.agent) =>
    platform.settlement.as(submitter).send('settle', trades, signatures)
  const iqsBalance = (wallet: Wallet): Promise<bigint> =>
    platform.iqs.read<bigint>('balanceOf', wallet.address)

  it('hashes a trade exactly as ethers does (the EIP-712 domain has no verifyingContract)', async () => {
    const value = trade({ tradeId: 'Ü-ünïcode-1', quantity: '123456789012345678901234567890' })
    const onChain = await platform.settlement.read<string>('tradeDigest', value)
    expect(onChain).toBe(TypedDataEncoder.hash(settledTradeDomain(CHAIN_ID), SETTLED_TRADE_TYPES, value))
    expect(await platform.settlement.read<string>('domainSeparator')).toBe(
      TypedDataEncoder.hashDomain(settledTradeDomain(CHAIN_ID)),
    )
  })

  it('settles an ethers-signed trade, submitted by anyone: tokens move seller → buyer', async () => {
    const value = trade({ quantity: '250' })
    const anyone = platform.clientOf(newWallet())
    const outcome = expectMined(await settle([value], [await sign(value)], anyone))
    expect(await iqsBalance(seller)).toBe(9_750n)
    expect(await iqsBalance(buyer)).toBe(250n)
    expect(await platform.settlement.read<boolean>('isSettled', value.tradeId)).toBe(true)
    const settled = outcome.logs
      .filter((log) => log.address === platform.settlement.address)
      .map((log) => platform.settlement.iface.parseLog(log))
    expect(settled.map((log) => log?.args.toArray())).toEqual([
      [id(value.tradeId), value.tradeId, seller.address, buyer.address, 250n],
    ])
  })

  it('refuses the same trade id again (replay), in a later batch or the same one', async () => {
    const value = trade()
    const signature = await sign(value)
    expectMined(await settle([value], [signature]))
    expect(expectRevert(await settle([value], [signature]), 'TradeAlreadySettled')).toEqual([value.tradeId])
    const twin = trade()
    expectRevert(await settle([twin, twin], [await sign(twin), await sign(twin)]), 'TradeAlreadySettled')
    expect(await iqsBalance(buyer)).toBe(100n)
    expect(await platform.settlement.read<boolean>('isSettled', twin.tradeId)).toBe(false)
  })

  it('refuses a trade signed by another key (forged)', async () => {
    const value = trade()
    const forger = newWallet()
    const args = expectRevert(await settle([value], [await sign(value, forger)]), 'NotSignedByPlatform')
    expect(args).toEqual([value.tradeId, forger.address])
    expectRevert(await settle([value], ['0x1234']), 'NotSignedByPlatform')
    expect(await iqsBalance(buyer)).toBe(0n)
  })

  it('refuses a trade whose quantity was changed after signing', async () => {
    const value = trade({ quantity: '100' })
    expectRevert(await settle([{ ...value, quantity: '9000' }], [await sign(value)]), 'NotSignedByPlatform')
    expect(await iqsBalance(buyer)).toBe(0n)
  })

  it('refuses an unknown trader or instrument', async () => {
    const stranger = trade({ buyer: 'trader-nobody' })
    expect(expectRevert(await settle([stranger], [await sign(stranger)]), 'UnknownTrader')).toEqual([
      'trader-nobody',
    ])
    const gold = trade({ instrument: 'GOLD' })
    expect(expectRevert(await settle([gold], [await sign(gold)]), 'UnknownInstrument')).toEqual(['GOLD'])
  })

  it('settles a batch whole or not at all: one bad trade changes nothing', async () => {
    const good = [trade(), trade()]
    const bad = trade({ seller: 'trader-nobody' })
    const batch = [good[0]!, bad, good[1]!]
    expectRevert(await settle(batch, await Promise.all(batch.map((value) => sign(value)))), 'UnknownTrader')
    expect(await iqsBalance(seller)).toBe(10_000n)
    expect(await iqsBalance(buyer)).toBe(0n)
    for (const value of good)
      expect(await platform.settlement.read<boolean>('isSettled', value.tradeId)).toBe(false)

    expectMined(await settle(good, await Promise.all(good.map((value) => sign(value)))))
    expect(await iqsBalance(buyer)).toBe(200n)
  })

  it('refuses a batch whose signatures do not match its trades, and an empty one', async () => {
    const value = trade()
    expect(expectRevert(await settle([value], []), 'SignatureCountMismatch')).toEqual([1n, 0n])
    expectRevert(await settle([], []), 'EmptyBatch')
  })

  it('settles OST trades through the OST token', async () => {
    expectMined(await platform.ost.send('convert', seller.address, 500))
    const value = trade({ instrument: 'OST', quantity: '30' })
    expectMined(await settle([value], [await sign(value)]))
    expect(await platform.ost.read<bigint>('balanceOf', buyer.address)).toBe(30n)
    expect(await platform.ost.read<bigint>('balanceOf', seller.address)).toBe(470n)
    expect(await iqsBalance(buyer)).toBe(0n)
  })

  it('obeys the token’s rules: a paused token or a frozen party refuses the settlement', async () => {
    const value = trade()
    const signature = await sign(value)
    expectMined(await platform.iqs.send('pause'))
    expectRevert(await settle([value], [signature]), 'EnforcedPause')
    expectMined(await platform.iqs.send('unpause'))
    expectMined(await platform.iqs.send('freeze', buyer.address))
    expectRevert(await settle([value], [signature]), 'WalletFrozen')
    expectMined(await platform.iqs.send('unfreeze', buyer.address))
    expectMined(await settle([value], [signature]))
  })

  it('rotates the platform key: the old key’s signatures stop, the new key’s settle; only the admin rotates', async () => {
    const { settlement, platformSigner } = platform
    const next = newWallet()
    const asStranger = settlement.as(platform.clientOf(next))
    const args = expectRevert(
      await asStranger.send('setPlatformSigner', next.address),
      'AccessControlUnauthorizedAccount',
    )
    expect(args).toEqual([next.address, roles.DEFAULT_ADMIN_ROLE])

    expectMined(await settlement.send('setPlatformSigner', next.address))
    expect(await settlement.read<string>('platformSigner')).toBe(next.address)
    const old = trade()
    expect(
      expectRevert(await settle([old], [await sign(old, platformSigner)]), 'NotSignedByPlatform'),
    ).toEqual([old.tradeId, platformSigner.address])
    const fresh = trade()
    expectMined(await settle([fresh], [await sign(fresh, next)]))
  })

  it('lets only the admin register tokens', async () => {
    const asStranger = platform.settlement.as(platform.clientOf(newWallet()))
    expectRevert(
      await asStranger.send('registerToken', 'IQS', platform.addresses.ost),
      'AccessControlUnauthorizedAccount',
    )
    expect(await platform.settlement.read<string>('tokenOf', 'IQS')).toBe(platform.addresses.iqs)
    expect(await platform.settlement.read<string>('tokenOf', 'OST')).toBe(platform.addresses.ost)
  })
})
