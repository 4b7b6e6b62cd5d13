import { positionFromNumber, type RecordedEvent } from '@iqs/eventstore'
import { describe, expect, it } from 'vitest'
import type { ChainIntent } from '../../src/iqs/chain/chain-intent.js'
import { mirrorEvent, type MirrorWallet, type MirrorWallets } from '../../src/iqs/chain/mirror-event.js'

const OLD = '0x1111111111111111111111111111111111111111'
const NEW = '0x2222222222222222222222222222222222222222'

/** Feeds events to the mirror one after the other, with the wallets kept between them as the outbox does. */
function mirror(anchorEvery = 1_000) {
  const wallets = new Map<string, MirrorWallet>()
  const lookup: MirrorWallets = {
    get: (traderId) => {
      let wallet = wallets.get(traderId)
      if (!wallet)
        wallets.set(traderId, (wallet = { traderId, address: null, locked: false, suspendedOn: [] }))
      return wallet
    },
  }
  let position = 0
  return (streamId: string, data: Record<string, unknown>, hash?: string): ChainIntent[] => {
    position += 1
    const recorded: RecordedEvent = {
      streamId,
      streamVersion: 1,
      eventId: `e${position}`,
      type: String(data.type),
      schemaVersion: 1,
      data,
      metadata: {},
      recordedAt: new Date(0),
      position: positionFromNumber(position),
      ...(hash ? { hash } : {}),
    }
    return mirrorEvent(recorded, lookup, { anchorEvery })
  }
}

describe('the chain mirror of the log', () => {
  it('allows an approved wallet, and allocates to it', () => {
    const send = mirror()
    expect(send('share-owner-7', { type: 'ShareOwnerApproved', userId: 7, address: OLD })).toEqual([
      { kind: 'allow', traderId: '7', address: OLD },
    ])
    expect(send('market-IQS', { type: 'TokensAllocated', traderId: '7', quantity: 50, at: 0 })).toEqual([
      { kind: 'allocate', instrument: 'IQS', traderId: '7', address: OLD, quantity: 50 },
    ])
  })

  it('allocates with no wallet to a trader never approved (the row will fail with NO_WALLET)', () => {
    const send = mirror()
    expect(
      send('market-IQS', { type: 'TokensCredited', traderId: '9', quantity: 5, source: 'SHAREHOLDER_ADDED' }),
    ).toEqual([{ kind: 'allocate', instrument: 'IQS', traderId: '9', address: null, quantity: 5 }])
  })

  it('moves both tokens to a new key, then takes the old wallet off the list', () => {
    const send = mirror()
    send('share-owner-7', { type: 'ShareOwnerApproved', userId: 7, address: OLD })
    expect(send('share-owner-7', { type: 'PublicKeyChanged', userId: 7, address: NEW })).toEqual([
      { kind: 'allow', traderId: '7', address: NEW },
      { kind: 'moveAll', instrument: 'IQS', traderId: '7', from: OLD, to: NEW },
      { kind: 'moveAll', instrument: 'OST', traderId: '7', from: OLD, to: NEW },
      { kind: 'disallow', traderId: '7', address: OLD },
    ])
    // The same key again changes nothing.
    expect(
      send('share-owner-7', {
        type: 'PublicKeyChanged',
        userId: 7,
        address: NEW.toUpperCase().replace('0X', '0x'),
      }),
    ).toEqual([])
  })

  it('ignores a key changed before approval: the approval brings the wallet', () => {
    const send = mirror()
    expect(send('share-owner-7', { type: 'PublicKeyChanged', userId: 7, address: NEW })).toEqual([])
  })

  it('pauses a token when its market leaves OPEN and resumes it when it comes back', () => {
    const send = mirror()
    expect(
      send('market-IQS', { type: 'MarketStatusChanged', status: 'BLACKOUT', previousStatus: 'OPEN' }),
    ).toEqual([{ kind: 'pause', instrument: 'IQS', paused: true }])
    expect(
      send('market-IQS', { type: 'MarketStatusChanged', status: 'SUSPENDED', previousStatus: 'BLACKOUT' }),
    ).toEqual([])
    expect(
      send('market-OST', { type: 'MarketStatusChanged', status: 'OPEN', previousStatus: 'SUSPENDED' }),
    ).toEqual([{ kind: 'pause', instrument: 'OST', paused: false }])
  })

  it('freezes on the suspended market only, everywhere when locked, and thaws only what no reason holds', () => {
    const send = mirror()
    send('share-owner-7', { type: 'ShareOwnerApproved', userId: 7, address: OLD })
    expect(send('market-IQS', { type: 'TraderSuspended', traderId: '7' })).toEqual([
      { kind: 'freeze', instrument: 'IQS', traderId: '7', address: OLD, frozen: true },
    ])
    expect(
      send('share-owner-7', { type: 'ShareOwnerLocked', userId: 7, previousStatus: 'APPROVED' }),
    ).toEqual([{ kind: 'freeze', instrument: 'OST', traderId: '7', address: OLD, frozen: true }])
    // Unlocked, still suspended on IQS: only OST thaws.
    expect(send('share-owner-7', { type: 'ShareOwnerUnlocked', userId: 7, status: 'APPROVED' })).toEqual([
      { kind: 'freeze', instrument: 'OST', traderId: '7', address: OLD, frozen: false },
    ])
    expect(send('market-IQS', { type: 'TraderReinstated', traderId: '7' })).toEqual([
      { kind: 'freeze', instrument: 'IQS', traderId: '7', address: OLD, frozen: false },
    ])
  })

  it('freezes a wallet approved while its trader is suspended', () => {
    const send = mirror()
    expect(send('market-OST', { type: 'TraderSuspended', traderId: '7' })).toEqual([])
    expect(send('share-owner-7', { type: 'ShareOwnerApproved', userId: 7, address: OLD })).toEqual([
      { kind: 'allow', traderId: '7', address: OLD },
      { kind: 'freeze', instrument: 'OST', traderId: '7', address: OLD, frozen: true },
    ])
  })

  it('settles an accepted settlement with its signature, and nothing for a declined one or a trade', () => {
    const send = mirror()
    const payload = {
      tradeId: 'IQS-1',
      instrument: 'IQS',
      buyer: '7',
      seller: '8',
      quantity: '3',
      unitPriceCents: '120',
      settledAt: '1',
    }
    expect(
      send('settlement-IQS-1', {
        type: 'SettlementAccepted',
        tradeId: 'IQS-1',
        by: '1',
        at: '',
        signature: '0xsig',
        signer: '0x',
        payload,
      }),
    ).toEqual([{ kind: 'settle', tradeId: 'IQS-1', payload, signature: '0xsig' }])
    expect(
      send('settlement-IQS-2', { type: 'SettlementDeclined', tradeId: 'IQS-2', by: '1', at: '' }),
    ).toEqual([])
    expect(
      send('market-IQS', {
        type: 'TradeSettled',
        tradeId: 'IQS-1',
        buyerId: '7',
        sellerId: '8',
        quantity: 3,
      }),
    ).toEqual([])
  })

  it('converts on the IQS lock a validated conversion consumes; the OST credit adds nothing', () => {
    const send = mirror()
    send('share-owner-7', { type: 'ShareOwnerApproved', userId: 7, address: OLD })
    expect(
      send('market-IQS', {
        type: 'LockConsumed',
        lockId: 'c1',
        traderId: '7',
        quantity: 4,
        purpose: 'CONVERSION',
      }),
    ).toEqual([{ kind: 'convert', traderId: '7', address: OLD, quantity: 4 }])
    expect(
      send('market-OST', {
        type: 'TokensCredited',
        traderId: '7',
        quantity: 4,
        source: 'CONVERSION',
        reference: 'c1',
      }),
    ).toEqual([])
  })

  it('anchors the head hash at every multiple of anchorEvery', () => {
    const send = mirror(2)
    expect(send('votes-1', { type: 'VoteCreated' }, 'a'.repeat(64))).toEqual([])
    expect(send('votes-1', { type: 'BallotCast' }, 'b'.repeat(64))).toEqual([
      { kind: 'anchor', position: 2, headHash: 'b'.repeat(64) },
    ])
  })
})
