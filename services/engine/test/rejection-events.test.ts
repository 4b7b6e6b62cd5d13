/**
 * Refusals are codes plus parameters (issue 13): the engine writes no English sentence into the
 * log, and the events written before, which carry `message`, still replay to the same state.
 */
import { describe, expect, it } from 'vitest'
import {
  decide,
  evolve,
  initialState,
  stateHash,
  TREASURY_ID,
  type EngineCommand,
  type EngineEvent,
  type EngineState,
} from '../src/index.js'
import { BASE_CONFIG, BOOKS } from './spec-dsl.js'

const AT = 1_700_000_000_000

/** A fixed session with refusals of every kind of parameter: none, the market, the tokens available. */
const SESSION: EngineCommand[] = [
  { type: 'CreateTokens', quantity: 100, reference: 'mint', at: AT },
  { type: 'AllocateTokens', traderId: 's', quantity: 10, reference: 'alloc-s', at: AT + 1 },
  { type: 'AllocateTokens', traderId: 'x', quantity: 500, reference: 'too-many', at: AT + 2 },
  {
    type: 'PlaceOrder',
    orderId: 'a1',
    traderId: 's',
    side: 'SELL',
    orderType: 'LIMIT',
    price: 101,
    quantity: 4,
    at: AT + 3,
  },
  {
    type: 'PlaceOrder',
    orderId: 'a2',
    traderId: 's',
    side: 'SELL',
    orderType: 'LIMIT',
    price: 102,
    quantity: 9,
    at: AT + 4,
  },
  {
    type: 'PlaceOrder',
    orderId: 'b1',
    traderId: 'x',
    side: 'BUY',
    orderType: 'LIMIT',
    price: 101,
    quantity: 1,
    at: AT + 5,
  },
  {
    type: 'PlaceOrder',
    orderId: 'b2',
    traderId: 'x',
    side: 'BUY',
    orderType: 'LIMIT',
    price: 99,
    quantity: -1,
    at: AT + 6,
  },
  { type: 'AmendOrder', orderId: 'a1', traderId: 's', quantity: 20, at: AT + 7 },
  { type: 'LockTokens', lockId: 'l1', traderId: 's', quantity: 50, purpose: 'P2P', at: AT + 8 },
  { type: 'CancelOrder', orderId: 'nope', traderId: 'x', at: AT + 9 },
  { type: 'SetReferencePrice', price: 0, at: AT + 10 },
  {
    type: 'PlaceOrder',
    orderId: 'b3',
    traderId: 'x',
    side: 'BUY',
    orderType: 'LIMIT',
    price: 99,
    quantity: 1,
    at: AT + 11,
  },
  { type: 'LockTokens', lockId: 'l2', traderId: 's', quantity: 1, purpose: 'CONVERSION', at: AT + 12 },
  { type: 'SetReferencePrice', price: 100, at: AT + 13 },
  { type: 'SetMarketStatus', status: 'BLACKOUT', at: AT + 14 },
  {
    type: 'PlaceOrder',
    orderId: 'b4',
    traderId: 'x',
    side: 'BUY',
    orderType: 'LIMIT',
    price: 99,
    quantity: 1,
    at: AT + 15,
  },
  { type: 'SetMarketStatus', status: 'OPEN', at: AT + 16 },
  {
    type: 'PlaceOrder',
    orderId: 'b5',
    traderId: 'x',
    side: 'BUY',
    orderType: 'LIMIT',
    price: 100,
    quantity: 2,
    at: AT + 17,
  },
]

/**
 * The engine state hash after SESSION, computed with the engine as it was before issue 13 (when
 * its refusals carried `message`): a refusal changes no state, so dropping the sentence must not
 * move any hash of an existing log. Identical on both books.
 */
const HASH_BEFORE_ISSUE_13 = '12bd918d627fce0adaf237be5203'

function play(commands: readonly EngineCommand[], book: (typeof BOOKS)[number]) {
  const state = initialState({ ...BASE_CONFIG, book })
  const events: EngineEvent[] = []
  for (const command of commands)
    for (const event of decide(state, command)) {
      evolve(state, event)
      events.push(event)
    }
  return { state, events }
}

const refusals = (events: readonly EngineEvent[]) =>
  events.filter((e) => e.type === 'OrderRejected' || e.type === 'CommandRejected')

/** An event as the engine wrote it before issue 13: the English sentence, no parameters. */
function asWrittenBefore(event: EngineEvent): EngineEvent {
  if (event.type !== 'OrderRejected' && event.type !== 'CommandRejected') return event
  const { params: _params, ...rest } = event
  return { ...rest, message: `Some English text for ${event.reason}` } as unknown as EngineEvent
}

function replay(events: readonly EngineEvent[], book: (typeof BOOKS)[number]): EngineState {
  const state = initialState({ ...BASE_CONFIG, book })
  for (const event of events) evolve(state, event)
  return state
}

for (const book of BOOKS) {
  describe(`rejection events on the ${book} book`, () => {
    it('carry a code and the parameters of its text, never a sentence', () => {
      const { events } = play(SESSION, book)
      const refused = refusals(events)
      expect(refused.map((e) => [e.reason, e.params])).toEqual([
        // The treasury had 90 left after allocating 10 to s.
        ['INSUFFICIENT_TOKENS', { instrument: 'IQS', available: 90 }],
        // s holds 10 and sells 4 in a1: 6 available for a2, the amendment of a1 and the lock.
        ['INSUFFICIENT_TOKENS', { instrument: 'IQS', available: 6 }],
        ['INVALID_QUANTITY', undefined],
        ['INSUFFICIENT_TOKENS', { instrument: 'IQS', available: 6 }],
        ['INSUFFICIENT_TOKENS', { instrument: 'IQS', available: 6 }],
        ['UNKNOWN_ORDER', undefined],
        ['REFERENCE_PRICE_ZERO', { instrument: 'IQS' }],
        ['REFERENCE_PRICE_ZERO', { instrument: 'IQS' }],
        ['MARKET_BLACKOUT', undefined],
      ])
      for (const event of refused) expect(event).not.toHaveProperty('message')
      for (const event of refused) if (event.params === undefined) expect(event).not.toHaveProperty('params')
    })

    it('a SELL beyond what the trader holds says how many tokens were available', () => {
      const { events } = play(
        [
          {
            type: 'CreditTokens',
            traderId: 's',
            quantity: 3,
            source: 'TREASURY_ALLOCATION',
            reference: 'r',
            at: AT,
          },
          {
            type: 'PlaceOrder',
            orderId: 'a',
            traderId: 's',
            side: 'SELL',
            orderType: 'LIMIT',
            price: 101,
            quantity: 5,
            at: AT + 1,
          },
          {
            type: 'PlaceOrder',
            orderId: 'b',
            traderId: 'nobody',
            side: 'SELL',
            orderType: 'LIMIT',
            price: 101,
            quantity: 5,
            at: AT + 2,
          },
        ],
        book,
      )
      expect(refusals(events)).toMatchObject([
        { reason: 'INSUFFICIENT_TOKENS', params: { instrument: 'IQS', available: 3 } },
        { reason: 'INSUFFICIENT_TOKENS', params: { instrument: 'IQS', available: 0 } },
      ])
    })

    it('events written before, with their message, replay to the same state and hash as before', () => {
      const { state, events } = play(SESSION, book)
      const old = events.map(asWrittenBefore)
      expect(refusals(old).every((e) => 'message' in e)).toBe(true)
      const replayed = replay(old, book)
      expect(stateHash(replayed)).toBe(stateHash(state))
      expect(stateHash(replayed)).toBe(HASH_BEFORE_ISSUE_13)
      expect(replayed.traders.get(TREASURY_ID)?.available).toBe(90)
    })
  })
}
