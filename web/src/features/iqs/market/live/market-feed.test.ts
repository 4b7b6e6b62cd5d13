import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '../../../../testing/fake-socket.js'
import { bookView } from './book-store.js'
import { MarketFeed } from './market-feed.js'

/** The book's levels as the screen shows them: [price, qty], best first, placeholders left out. */
function levels(feed: MarketFeed, side: 'bids' | 'asks') {
  const rows = bookView(feed.getState().book)[side]
  return rows.filter((level) => !level.placeholder).map((level) => [level.price, level.qty])
}

describe('the market feed reads the socket with the protocol’s schema', () => {
  let feed: MarketFeed
  let socket: FakeSocket

  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket)
    feed = new MarketFeed('IQS', { url: 'ws://test/api/iqs/ws' })
    feed.start()
    socket = FakeSocket.last!
    socket.onopen?.()
  })
  afterEach(() => {
    feed.stop()
    vi.useRealTimers()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('drops and counts a message it cannot read, and carries on with the next one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    socket.deliver({
      channel: 'book.IQS',
      type: 'snapshot',
      seq: 5,
      data: { bids: [['0.98', '100']], asks: [] },
    })
    const before = feed.getState()

    const frame = (message: unknown) => socket.deliverFrame(JSON.stringify(message))
    socket.deliverFrame('not json')
    // A snapshot whose levels are not [price, qty] pairs would have emptied the book.
    frame({ channel: 'book.IQS', type: 'snapshot', seq: 9, data: { bids: 'nope', asks: [] } })
    // Numbers where the protocol has decimal strings, and a delta without its sequence.
    frame({ channel: 'book.IQS', type: 'delta', seq: 6, data: { changes: [['BUY', 0.99, 10]] } })
    frame({ channel: 'book.IQS', type: 'delta', data: { changes: [['BUY', '0.99', '10']] } })
    frame({ channel: 'trades.IQS', type: 'delta', seq: 1, data: {} })
    frame({ type: 'mystery' })
    frame(null)

    expect(feed.getState().book?.seq).toBe(5)
    expect(feed.getState()).toBe(before)
    expect(feed.droppedMessages).toBe(7)
    expect(warn).toHaveBeenCalledTimes(7)

    socket.deliver({ channel: 'book.IQS', type: 'delta', seq: 6, data: { changes: [['BUY', '0.99', '10']] } })
    expect(feed.getState().book?.seq).toBe(6)
    expect(levels(feed, 'bids')).toEqual([
      ['0.99', '10'],
      ['0.98', '100'],
    ])
    expect(feed.getState().status).toBe('live')
  })

  it('applies typed book, trades and my-order messages, and leaves the other market’s alone', () => {
    vi.useFakeTimers()
    const onMyOrders = vi.fn()
    feed.stop()
    feed = new MarketFeed('IQS', { url: 'ws://test/api/iqs/ws', onMyOrders })
    feed.start()
    socket = FakeSocket.last!
    socket.onopen?.()
    expect(socket.sent).toEqual([
      { op: 'subscribe', channel: 'book.IQS' },
      { op: 'subscribe', channel: 'trades.IQS' },
      { op: 'subscribe', channel: 'orders.me' },
      { op: 'subscribe', channel: 'market.IQS' },
      { op: 'subscribe', channel: 'ticker.IQS' },
      { op: 'subscribe', channel: 'candles.IQS.1m' },
      { op: 'subscribe', channel: 'candles.IQS.1h' },
      { op: 'subscribe', channel: 'candles.IQS.1d' },
    ])

    socket.deliver({ type: 'subscribed', channel: 'book.IQS' })
    socket.deliver({
      channel: 'book.IQS',
      type: 'snapshot',
      seq: 3,
      data: { bids: [['0.98', '100']], asks: [['1.02', '50']] },
    })
    socket.deliver({ channel: 'book.OST', type: 'delta', seq: 4, data: { changes: [['BUY', '0.99', '7']] } })
    socket.deliver({ channel: 'book.IQS', type: 'delta', seq: 4, data: { changes: [['SELL', '1.02', '0']] } })
    const trade = (id: string) => ({
      id,
      price: '1.00',
      quantity: '2',
      taker_side: 'BUY' as const,
      executed_at: '2026-01-02T10:00:00.000Z',
    })
    socket.deliver({
      channel: 'trades.IQS',
      type: 'snapshot',
      seq: 0,
      data: { trades: [trade('t1'), trade('t2')] },
    })
    socket.deliver({ channel: 'trades.OST', type: 'delta', seq: 1, data: { trades: [trade('o1')] } })
    socket.deliver({ channel: 'trades.IQS', type: 'delta', seq: 1, data: { trades: [trade('t3')] } })
    socket.deliver({ type: 'heartbeat', time: '2026-01-02T10:00:01.000Z' })
    socket.deliver({
      channel: 'orders.me',
      type: 'delta',
      seq: 1,
      data: {
        instrument: 'IQS',
        updates: [{ kind: 'tokens', event: 'credited', quantity: '5', at: '2026-01-02T10:00:02.000Z' }],
      },
    })

    const state = feed.getState()
    expect(state.status).toBe('live')
    expect(state.book?.seq).toBe(4)
    expect(levels(feed, 'bids')).toEqual([['0.98', '100']])
    expect(levels(feed, 'asks')).toEqual([])
    expect(state.trades.map((t) => t.id)).toEqual(['t3', 't2', 't1'])
    expect(feed.droppedMessages).toBe(0)
    expect(onMyOrders).not.toHaveBeenCalled()
    vi.advanceTimersByTime(300)
    expect(onMyOrders).toHaveBeenCalledTimes(1)
  })

  it('keeps the market’s live status, ticker and candles, the latest of each, and not the other market’s', () => {
    const market = {
      instrument: 'IQS' as const,
      open_status: 'OPEN' as const,
      is_open: true,
      transaction_fee_minimum_eur: '1.00',
      transaction_fee_percent: '0.5',
      reference_price: '1.00',
      last_price: null,
      price_decimals: 2,
      blackout_period: null,
      in_blackout: false,
    }
    socket.deliver({ channel: 'market.IQS', type: 'snapshot', seq: 2, data: market })
    socket.deliver({
      channel: 'market.OST',
      type: 'delta',
      seq: 3,
      data: { ...market, instrument: 'OST', open_status: 'SUSPENDED', is_open: false },
    })
    expect(feed.getState().live.market).toEqual(market)

    // An admin suspends: the whole new view comes as a delta; one older than the snapshot is dropped.
    socket.deliver({
      channel: 'market.IQS',
      type: 'delta',
      seq: 3,
      data: { ...market, open_status: 'SUSPENDED', is_open: false },
    })
    socket.deliver({ channel: 'market.IQS', type: 'delta', seq: 1, data: market })
    expect(feed.getState().live.market).toMatchObject({ open_status: 'SUSPENDED', is_open: false })

    const ticker = {
      instrument: 'IQS' as const,
      last_price: '1.03',
      open_24h: '1.00',
      high_24h: '1.05',
      low_24h: '0.99',
      change_24h_percent: '3.00',
      volume_24h: '120',
      trades_24h: 4,
    }
    socket.deliver({ channel: 'ticker.IQS', type: 'snapshot', seq: 0, data: ticker })
    socket.deliver({ channel: 'ticker.IQS', type: 'delta', seq: 1, data: { ...ticker, trades_24h: 5 } })
    expect(feed.getState().live.ticker).toEqual({ ...ticker, trades_24h: 5 })

    const candle = (start: string, close: string) => ({
      start,
      open: '1.00',
      high: '1.05',
      low: '0.99',
      close,
      volume: '10',
      trades: 2,
    })
    socket.deliver({
      channel: 'candles.IQS.1m',
      type: 'snapshot',
      seq: 0,
      data: { interval: '1m', candles: [candle('2026-01-02T10:00:00.000Z', '1.01')] },
    })
    socket.deliver({
      channel: 'candles.IQS.1m',
      type: 'delta',
      seq: 1,
      data: { interval: '1m', candles: [candle('2026-01-02T10:01:00.000Z', '1.02')] },
    })
    socket.deliver({
      channel: 'candles.OST.1m',
      type: 'delta',
      seq: 1,
      data: { interval: '1m', candles: [candle('2026-01-02T10:02:00.000Z', '9.99')] },
    })
    expect(feed.getState().live.candles).toEqual({ '1m': [candle('2026-01-02T10:01:00.000Z', '1.02')] })
    expect(feed.droppedMessages).toBe(0)
  })
})
