import { compareDecimals } from '@iqs/protocol'
import { describe, expect, it } from 'vitest'
import { applyDelta, applySnapshot, bookView, PLACEHOLDER } from './book-store.js'

const snapshot = () =>
  applySnapshot(
    {
      bids: [
        ['0.98', '120'],
        ['0.96', '240'],
      ],
      asks: [['1.02', '150']],
    },
    10,
  )

describe('the book store', () => {
  it('applies a snapshot then deltas of absolute quantities; 0 removes a level', () => {
    let book = snapshot()
    const first = applyDelta(book, 11, [
      ['BUY', '0.99', '50'],
      ['SELL', '1.02', '0'],
      ['SELL', '1.05', '30'],
    ])
    expect(first.kind).toBe('applied')
    if (first.kind === 'applied') book = first.book
    const second = applyDelta(book, 12, [['BUY', '0.98', '20']])
    if (second.kind === 'applied') book = second.book
    expect(book.seq).toBe(12)
    expect([...book.bids.entries()].sort((a, b) => compareDecimals(b[0], a[0]))).toEqual([
      ['0.99', 50],
      ['0.98', 20],
      ['0.96', 240],
    ])
    expect([...book.asks.entries()]).toEqual([['1.05', 30]])
  })

  it('ignores deltas the snapshot already holds and reports a gap in the sequence', () => {
    const book = snapshot()
    expect(applyDelta(book, 10, [['BUY', '0.97', '1']])).toEqual({ kind: 'stale' })
    expect(applyDelta(book, 12, [['BUY', '0.97', '1']])).toEqual({ kind: 'gap' })
  })

  it('pads each side to 5 rows with -1 placeholders and sums the depth best first', () => {
    const view = bookView(snapshot())
    expect(view.bids).toHaveLength(5)
    expect(view.asks).toHaveLength(5)
    expect(view.bids.map((l) => [l.price, l.qty, l.cumulative])).toEqual([
      ['0.98', '120', 120],
      ['0.96', '240', 360],
      [PLACEHOLDER, PLACEHOLDER, 0],
      [PLACEHOLDER, PLACEHOLDER, 0],
      [PLACEHOLDER, PLACEHOLDER, 0],
    ])
    expect(view.asks.filter((l) => l.placeholder)).toHaveLength(4)
    expect(view.spread).toBe('0.04')
    expect(view.maxCumulative).toBe(360)
  })

  it('orders and subtracts prices exactly, whatever their decimals', () => {
    const book = applySnapshot(
      {
        bids: [
          ['0.9999', '5'],
          ['0.1001', '5'],
        ],
        asks: [
          ['1.0005', '5'],
          ['1.0001', '5'],
          ['10.0000', '5'],
        ],
      },
      1,
    )
    const view = bookView(book)
    expect(view.asks.filter((l) => !l.placeholder).map((l) => l.price)).toEqual([
      '1.0001',
      '1.0005',
      '10.0000',
    ])
    expect(view.bids.filter((l) => !l.placeholder).map((l) => l.price)).toEqual(['0.9999', '0.1001'])
    // 1.0001 - 0.9999 in floats is 0.00019999999999997797.
    expect(view.spread).toBe('0.0002')
  })

  it('shows an empty book as placeholders with no spread', () => {
    const view = bookView(null)
    expect(view.bids.every((l) => l.placeholder && l.price === '-1' && l.qty === '-1')).toBe(true)
    expect(view.spread).toBeNull()
  })
})
