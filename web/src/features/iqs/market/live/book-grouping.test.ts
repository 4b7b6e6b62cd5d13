import { priceGroups } from '@iqs/protocol'
import { describe, expect, it } from 'vitest'
import { applySnapshot } from './book-store.js'
import { fillableQuantity } from './book-capacity.js'
import { depthSeries } from './depth-series.js'
import { groupBook } from './group-book.js'

// The demo ladder around 1.00 EUR.
const book = applySnapshot(
  {
    bids: [
      ['0.98', '120'],
      ['0.96', '240'],
      ['0.95', '360'],
      ['0.92', '480'],
      ['0.90', '600'],
    ],
    asks: [
      ['1.02', '150'],
      ['1.04', '300'],
      ['1.06', '450'],
      ['1.10', '600'],
      ['1.15', '750'],
    ],
  },
  7,
)

describe('the ladder’s price groups', () => {
  it('offers the tick, 5, 10 and 100 ticks of the market’s decimals', () => {
    expect(priceGroups(2)).toEqual(['0.01', '0.05', '0.10', '1.00'])
    expect(priceGroups(0)).toEqual(['1', '5', '10', '100'])
    expect(priceGroups(4)).toEqual(['0.0001', '0.0005', '0.0010', '0.0100'])
  })

  it('groups bids down and asks up, summing the quantities of a group', () => {
    const grouped = groupBook(book, '0.05')
    expect([...grouped.bids]).toEqual([
      ['0.95', 720],
      ['0.90', 1080],
    ])
    expect([...grouped.asks]).toEqual([
      ['1.05', 450],
      ['1.10', 1050],
      ['1.15', 750],
    ])
    expect(grouped.seq).toBe(7)
    // Every token is still there.
    const total = (levels: ReadonlyMap<string, number>) => [...levels.values()].reduce((a, b) => a + b, 0)
    expect(total(grouped.bids)).toBe(total(book.bids))
    expect(total(grouped.asks)).toBe(total(book.asks))
  })

  it('groups by 0.10 and 1.00 exactly, and leaves the book as it is without a group', () => {
    expect([...groupBook(book, '0.10').asks.keys()]).toEqual(['1.10', '1.20'])
    expect([...groupBook(book, '1.00').bids]).toEqual([['0.00', 1800]])
    expect([...groupBook(book, '1.00').asks]).toEqual([['2.00', 2250]])
    expect(groupBook(book, null)).toBe(book)
  })
})

describe('the depth chart’s data', () => {
  it('adds each side from the best price outwards', () => {
    const series = depthSeries(book)
    expect(series.bids.map((p) => [p.price, p.cumulative])).toEqual([
      ['0.98', 120],
      ['0.96', 360],
      ['0.95', 720],
      ['0.92', 1200],
      ['0.90', 1800],
    ])
    expect(series.asks.map((p) => [p.price, p.cumulative])).toEqual([
      ['1.02', 150],
      ['1.04', 450],
      ['1.06', 900],
      ['1.10', 1500],
      ['1.15', 2250],
    ])
    expect(series.maxCumulative).toBe(2250)
    expect(depthSeries(book, 2).asks.at(-1)).toEqual({ price: '1.04', cumulative: 450 })
    expect(depthSeries(null)).toEqual({ bids: [], asks: [], maxCumulative: 0 })
  })
})

describe('what the book fills for a buy or a sell', () => {
  it('counts the other side up to the limit, or all of it for a market order', () => {
    expect(fillableQuantity(book, 'BUY', '1.04')).toBe(450)
    expect(fillableQuantity(book, 'BUY', '1.00')).toBe(0)
    expect(fillableQuantity(book, 'BUY', null)).toBe(2250)
    expect(fillableQuantity(book, 'SELL', '0.95')).toBe(720)
    expect(fillableQuantity(null, 'BUY')).toBe(0)
    // My own asks are no fill for me.
    const mine = [
      { side: 'SELL' as const, price: '1.02', remaining: '100' },
      { side: 'SELL' as const, price: '1.10', remaining: '600' },
      { side: 'BUY' as const, price: '0.98', remaining: '120' },
    ]
    expect(fillableQuantity(book, 'BUY', '1.04', mine)).toBe(350)
  })
})
