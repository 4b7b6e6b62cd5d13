/**
 * A tiny given / when / then DSL for the engine, run once per book implementation:
 *
 *   for (const book of BOOKS)
 *     spec(book).given(credit('s', 10), rest('a1', 's', 'SELL', 101, 5))
 *       .when(buy('b1', 'x', 101, 2))
 *       .then(accepted('b1'), trade({ price: 101, quantity: 2 }))
 *       .thenBook(`
 *          bids | price | asks
 *               | 101   | a1:3
 *       `)
 *
 * `given` takes events (applied with evolve) or commands (decided, then applied). After `when` the
 * produced events are applied and validateInternalState runs, so every scenario also checks the
 * invariants.
 */
import { expect } from 'vitest'
import {
  decide,
  evolve,
  initialState,
  stateHash,
  validateInternalState,
  type BookKind,
  type EngineCommand,
  type EngineEvent,
  type EngineState,
  type MarketConfig,
  type PlaceOrder,
  type Side,
} from '../src/index.js'

export const BOOKS: readonly BookKind[] = ['reference', 'fast']

export const BASE_CONFIG: MarketConfig = {
  instrument: 'IQS',
  referencePrice: 100,
  feeMinimumEur: '1.00',
  feePercent: '0.5',
}

const isCommand = (x: EngineCommand | EngineEvent): x is EngineCommand =>
  [
    'PlaceOrder',
    'CancelOrder',
    'AmendOrder',
    'SetMarketStatus',
    'SetReferencePrice',
    'SetFeeSchedule',
    'ConfigureMarket',
    'SuspendTrader',
    'ReinstateTrader',
    'CreditTokens',
    'SettleTrade',
    'RejectSettlement',
    'LockTokens',
    'UnlockTokens',
  ].includes(x.type)

/** Decides and applies one command; returns its events. */
export function run(state: EngineState, command: EngineCommand): EngineEvent[] {
  const events = decide(state, command)
  for (const e of events) evolve(state, e)
  return events
}

export class Spec {
  readonly state: EngineState
  events: EngineEvent[] = []

  constructor(book: BookKind, config: Partial<MarketConfig> = {}) {
    this.state = initialState({ ...BASE_CONFIG, ...config, book })
  }

  given(...items: (EngineCommand | EngineEvent)[]): this {
    for (const item of items) {
      if (isCommand(item)) {
        const events = run(this.state, item)
        const refused = events.find((e) => e.type === 'OrderRejected' || e.type === 'CommandRejected')
        if (refused) throw new Error(`given: ${item.type} was refused: ${JSON.stringify(refused)}`)
      } else evolve(this.state, item)
    }
    validateInternalState(this.state)
    return this
  }

  when(command: EngineCommand): this {
    const before = stateHash(this.state)
    this.events = decide(this.state, command)
    // decide must not touch the state.
    expect(stateHash(this.state)).toBe(before)
    for (const e of this.events) evolve(this.state, e)
    validateInternalState(this.state)
    return this
  }

  /** The events, compared field by field on the fields given (toMatchObject), in order and count. */
  then(...expected: Partial<EngineEvent>[]): this {
    expect(this.events).toHaveLength(expected.length)
    expect(this.events).toMatchObject(expected)
    return this
  }

  thenTypes(...types: EngineEvent['type'][]): this {
    expect(this.events.map((e) => e.type)).toEqual(types)
    return this
  }

  thenRejected(reason: string): this {
    expect(this.events).toHaveLength(1)
    expect(this.events[0]).toMatchObject({ reason })
    return this
  }

  /**
   * The book as a table, best prices in the middle: one row per price, highest first; each side
   * lists `orderId:openQuantity` in priority order.
   */
  thenBook(table: string): this {
    expect(bookTable(this.state)).toEqual(parseTable(table))
    return this
  }

  thenAccount(traderId: string, account: { available?: number; reserved?: number; escrow?: number }): this {
    expect(this.state.traders.get(traderId) ?? { available: 0, reserved: 0, escrow: 0 }).toMatchObject(
      account,
    )
    return this
  }
}

export const spec = (book: BookKind, config: Partial<MarketConfig> = {}): Spec => new Spec(book, config)

type Row = { price: number; bids: string[]; asks: string[] }

function parseTable(table: string): Row[] {
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells.length === 3 && cells[1] !== 'price')
  return rows.map(([bids, price, asks]) => ({
    price: Number(price),
    bids: bids ? bids.split(/\s+/) : [],
    asks: asks ? asks.split(/\s+/) : [],
  }))
}

export function bookTable(state: EngineState): Row[] {
  const rows = new Map<number, Row>()
  const row = (price: number): Row => {
    let r = rows.get(price)
    if (!r) rows.set(price, (r = { price, bids: [], asks: [] }))
    return r
  }
  for (const o of state.book.orders('BUY')) row(o.price).bids.push(`${o.orderId}:${o.quantity}`)
  for (const o of state.book.orders('SELL')) row(o.price).asks.push(`${o.orderId}:${o.quantity}`)
  return [...rows.values()].sort((a, b) => b.price - a.price)
}

// Builders: commands and events with defaults, so a scenario shows only what matters.

let clock = 1_700_000_000_000
const at = (): number => ++clock

export const credit = (traderId: string, quantity: number): EngineCommand => ({
  type: 'CreditTokens',
  traderId,
  quantity,
  source: 'TREASURY_ALLOCATION',
  reference: `alloc-${traderId}`,
  at: at(),
})

export const limit = (
  orderId: string,
  traderId: string,
  side: Side,
  price: number,
  quantity: number,
  extra: Partial<PlaceOrder> = {},
): PlaceOrder => ({
  type: 'PlaceOrder',
  orderId,
  traderId,
  side,
  orderType: 'LIMIT',
  price,
  quantity,
  at: at(),
  ...extra,
})

export const buy = (
  orderId: string,
  traderId: string,
  price: number,
  quantity: number,
  extra: Partial<PlaceOrder> = {},
) => limit(orderId, traderId, 'BUY', price, quantity, extra)

export const sell = (
  orderId: string,
  traderId: string,
  price: number,
  quantity: number,
  extra: Partial<PlaceOrder> = {},
) => limit(orderId, traderId, 'SELL', price, quantity, extra)

export const market = (
  orderId: string,
  traderId: string,
  side: Side,
  quantity: number,
  extra: Partial<PlaceOrder> = {},
): PlaceOrder => ({
  type: 'PlaceOrder',
  orderId,
  traderId,
  side,
  orderType: 'MARKET',
  quantity,
  at: at(),
  ...extra,
})

export const cancel = (orderId: string, traderId: string): EngineCommand => ({
  type: 'CancelOrder',
  orderId,
  traderId,
  at: at(),
})

export const amend = (
  orderId: string,
  traderId: string,
  change: { price?: number; quantity?: number },
): EngineCommand => ({
  type: 'AmendOrder',
  orderId,
  traderId,
  ...change,
  at: at(),
})

/** An OrderRested event: the quickest way to put an order on the book in `given`. */
export const rest = (
  orderId: string,
  traderId: string,
  side: Side,
  price: number,
  quantity: number,
): EngineEvent => ({
  type: 'OrderRested',
  orderId,
  traderId,
  side,
  price,
  quantity,
  at: at(),
})
