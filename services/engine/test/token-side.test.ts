import { describe, expect, it } from 'vitest'
import {
  decide,
  evolve,
  initialState,
  restore,
  snapshot,
  stateHash,
  TREASURY_ID,
  validateInternalState,
  type EngineCommand,
  type EngineEvent,
  type EngineState,
} from '../src/index.js'
import { BASE_CONFIG, BOOKS } from './spec-dsl.js'

type Cmd = EngineCommand extends infer C ? (C extends EngineCommand ? Omit<C, 'at'> : never) : never

/** Decides and applies each command in turn; returns the last command's events. */
function apply(state: EngineState, ...commands: Cmd[]): EngineEvent[] {
  let events: EngineEvent[] = []
  for (const command of commands) {
    events = decide(state, { ...command, at: 1_000 } as EngineCommand)
    for (const event of events) evolve(state, event)
    validateInternalState(state)
  }
  return events
}

const account = (state: EngineState, id: string) => {
  const a = state.traders.get(id)
  return a ? { available: a.available, reserved: a.reserved, escrow: a.escrow } : undefined
}

for (const book of BOOKS) {
  describe(`token side on the ${book} book`, () => {
    const fresh = () => initialState({ ...BASE_CONFIG, book, maxSupply: 1_000 })

    it('creates tokens into the treasury up to the maximum supply, and no further', () => {
      const state = fresh()
      expect(apply(state, { type: 'CreateTokens', quantity: 800, reference: 'r1' })).toMatchObject([
        { type: 'TokensCreated', quantity: 800 },
      ])
      expect(account(state, TREASURY_ID)).toEqual({ available: 800, reserved: 0, escrow: 0 })
      expect(apply(state, { type: 'CreateTokens', quantity: 201, reference: 'r2' })).toEqual([
        expect.objectContaining({
          type: 'CommandRejected',
          reason: 'MAX_SUPPLY_EXCEEDED',
        }),
      ])
      expect(apply(state, { type: 'CreateTokens', quantity: 0, reference: 'r3' })[0]).toMatchObject({
        reason: 'INVALID_QUANTITY',
      })
      expect(state.totalTokens).toBe(800)
    })

    it('allocates treasury tokens to a trader, never more than the treasury holds', () => {
      const state = fresh()
      apply(state, { type: 'CreateTokens', quantity: 100, reference: 'r' })
      expect(
        apply(state, { type: 'AllocateTokens', traderId: 'ann', quantity: 60, reference: 'a' }),
      ).toMatchObject([{ type: 'TokensAllocated', traderId: 'ann', quantity: 60 }])
      expect(
        apply(state, { type: 'AllocateTokens', traderId: 'bob', quantity: 41, reference: 'b' })[0],
      ).toMatchObject({
        reason: 'INSUFFICIENT_TOKENS',
      })
      expect(
        apply(state, { type: 'AllocateTokens', traderId: TREASURY_ID, quantity: 1, reference: 'c' })[0],
      ).toMatchObject({
        reason: 'INVALID_COMMAND',
      })
      expect(account(state, 'ann')?.available).toBe(60)
      expect(account(state, TREASURY_ID)?.available).toBe(40)
    })

    it('turns an accepted P2P lock into a pending trade that settles like a book trade', () => {
      const state = fresh()
      apply(
        state,
        {
          type: 'CreditTokens',
          traderId: 'sel',
          quantity: 50,
          source: 'TREASURY_ALLOCATION',
          reference: 'x',
        },
        { type: 'LockTokens', lockId: 'p1', traderId: 'sel', quantity: 20, purpose: 'P2P' },
      )
      const [executed] = apply(state, { type: 'ExecuteP2PTrade', lockId: 'p1', buyerId: 'buy', price: 250 })
      expect(executed).toEqual({
        type: 'P2PTradeExecuted',
        tradeId: 'IQS-1',
        lockId: 'p1',
        buyerId: 'buy',
        sellerId: 'sel',
        price: 250,
        quantity: 20,
        buyerFee: '1.00',
        sellerFee: '1.00',
        at: 1_000,
      })
      expect(state.referencePrice).toBe(100)
      expect(account(state, 'sel')).toEqual({ available: 30, reserved: 0, escrow: 20 })
      apply(state, { type: 'SettleTrade', tradeId: 'IQS-1' })
      expect(account(state, 'sel')).toEqual({ available: 30, reserved: 0, escrow: 0 })
      expect(account(state, 'buy')?.available).toBe(20)
    })

    it('refuses a P2P execution on an unknown, a conversion or a self lock, or outside the price range', () => {
      const state = fresh()
      apply(
        state,
        {
          type: 'CreditTokens',
          traderId: 'sel',
          quantity: 50,
          source: 'TREASURY_ALLOCATION',
          reference: 'x',
        },
        { type: 'LockTokens', lockId: 'p', traderId: 'sel', quantity: 5, purpose: 'P2P' },
        { type: 'LockTokens', lockId: 'c', traderId: 'sel', quantity: 5, purpose: 'CONVERSION' },
      )
      const before = stateHash(state)
      const reason = (c: Cmd) => (apply(state, c)[0] as { reason?: string }).reason
      expect(reason({ type: 'ExecuteP2PTrade', lockId: 'nope', buyerId: 'b', price: 100 })).toBe(
        'UNKNOWN_LOCK',
      )
      expect(reason({ type: 'ExecuteP2PTrade', lockId: 'c', buyerId: 'b', price: 100 })).toBe(
        'INVALID_COMMAND',
      )
      expect(reason({ type: 'ExecuteP2PTrade', lockId: 'p', buyerId: 'sel', price: 100 })).toBe(
        'INVALID_COMMAND',
      )
      expect(reason({ type: 'ExecuteP2PTrade', lockId: 'p', buyerId: 'b', price: 0 })).toBe(
        'PRICE_OUT_OF_RANGE',
      )
      apply(state, { type: 'SetMarketStatus', status: 'BLACKOUT' })
      expect(reason({ type: 'ExecuteP2PTrade', lockId: 'p', buyerId: 'b', price: 100 })).toBe(
        'MARKET_BLACKOUT',
      )
      apply(state, { type: 'SetMarketStatus', status: 'OPEN' })
      expect(stateHash(state)).toBe(before)
    })

    it('consumes a validated conversion lock: the tokens leave the market', () => {
      const state = fresh()
      apply(
        state,
        {
          type: 'CreditTokens',
          traderId: 'ann',
          quantity: 40,
          source: 'TREASURY_ALLOCATION',
          reference: 'x',
        },
        { type: 'LockTokens', lockId: 'conv', traderId: 'ann', quantity: 15, purpose: 'CONVERSION' },
      )
      expect(apply(state, { type: 'ConsumeLock', lockId: 'conv' })).toMatchObject([
        { type: 'LockConsumed', lockId: 'conv', traderId: 'ann', quantity: 15, purpose: 'CONVERSION' },
      ])
      expect(account(state, 'ann')).toEqual({ available: 25, reserved: 0, escrow: 0 })
      expect(state.totalTokens).toBe(25)
      expect(apply(state, { type: 'ConsumeLock', lockId: 'conv' })[0]).toMatchObject({
        reason: 'UNKNOWN_LOCK',
      })
    })

    it('accepts conversion credits on the receiving market', () => {
      const state = initialState({ ...BASE_CONFIG, instrument: 'OST', book })
      expect(
        apply(state, {
          type: 'CreditTokens',
          traderId: 'ann',
          quantity: 15,
          source: 'CONVERSION',
          reference: 'conv',
        }),
      ).toMatchObject([{ type: 'TokensCredited', source: 'CONVERSION' }])
    })

    it('keeps the token-side state through snapshot and restore', () => {
      const state = fresh()
      apply(
        state,
        { type: 'CreateTokens', quantity: 500, reference: 'r' },
        { type: 'AllocateTokens', traderId: 'sel', quantity: 100, reference: 'a' },
        { type: 'LockTokens', lockId: 'p', traderId: 'sel', quantity: 10, purpose: 'P2P' },
        { type: 'ExecuteP2PTrade', lockId: 'p', buyerId: 'buy', price: 120 },
      )
      const copy = restore(snapshot(state), { book })
      expect(stateHash(copy)).toBe(stateHash(state))
      apply(copy, { type: 'SettleTrade', tradeId: 'IQS-1' })
      expect(copy.traders.get('buy')?.available).toBe(10)
    })
  })
}
