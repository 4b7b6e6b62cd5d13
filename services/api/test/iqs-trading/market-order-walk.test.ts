import { compileFeeSchedule } from '@iqs/engine'
import { describe, expect, it } from 'vitest'
import { walkMarketOrder, type WalkInput } from '../../src/iqs/orders/market-order-walk.js'

// The demo markets' schedule: 1.00 EUR minimum, 0.5 % of the value.
const fees = compileFeeSchedule('1.00', '0.5', 2)!
const walk = (input: Partial<WalkInput>) =>
  walkMarketOrder({
    side: 'BUY',
    quantity: 1,
    levels: [],
    fees,
    priceDecimals: 2,
    selfTradePrevention: 'EXPIRE_TAKER',
    ...input,
  })

describe('a market order walked through the book', () => {
  it('fills level after level at the book’s prices, one fee per resting order met', () => {
    const result = walk({
      quantity: 500,
      levels: [
        // Three orders at 1.02: three trades, three minimum fees, not one.
        { price: 102, quantity: 150, parts: [50, 50, 50].map((quantity) => ({ quantity, own: false })) },
        { price: 104, quantity: 300 },
        { price: 106, quantity: 450 },
      ],
    })
    expect(result.fill).toEqual({
      requested: '500',
      filled: '500',
      unfilled: '0',
      // 153.00 + 312.00 + 53.00 = 518.00 over 500
      average_price: '1.0360',
      worst_price: '1.06',
      levels: [
        { price: '1.02', quantity: '150', fee: '3.00' },
        // 0.5 % of 312.00 = 1.56
        { price: '1.04', quantity: '300', fee: '1.56' },
        { price: '1.06', quantity: '50', fee: '1.00' },
      ],
      stopped_by: null,
    })
    expect(result).toMatchObject({ value: '518.00', fee: '5.56', total: '523.56' })
  })

  it('says how much fills when the book runs out', () => {
    const result = walk({ side: 'SELL', quantity: 100, levels: [{ price: 98, quantity: 30 }] })
    expect(result.fill).toMatchObject({
      filled: '30',
      unfilled: '70',
      stopped_by: 'BOOK',
      worst_price: '0.98',
    })
    // The seller receives the value less the fee.
    expect(result).toMatchObject({ value: '29.40', fee: '1.00', total: '28.40' })
  })

  it('fills nothing from an empty side', () => {
    const result = walk({ quantity: 10, levels: [] })
    expect(result.fill).toEqual({
      requested: '10',
      filled: '0',
      unfilled: '10',
      average_price: null,
      worst_price: null,
      levels: [],
      stopped_by: 'BOOK',
    })
    expect(result).toMatchObject({ value: '0.00', fee: '0.00', total: '0.00' })
  })

  it('stops at my own resting order (EXPIRE_TAKER) or passes over it (EXPIRE_MAKER)', () => {
    const levels = [
      {
        price: 102,
        quantity: 30,
        parts: [
          { quantity: 10, own: false },
          { quantity: 20, own: true },
        ],
      },
      { price: 104, quantity: 40 },
    ]
    expect(walk({ quantity: 50, levels }).fill).toMatchObject({
      filled: '10',
      unfilled: '40',
      stopped_by: 'OWN_ORDER',
      levels: [{ price: '1.02', quantity: '10', fee: '1.00' }],
    })
    expect(walk({ quantity: 50, levels, selfTradePrevention: 'EXPIRE_MAKER' }).fill).toMatchObject({
      filled: '50',
      stopped_by: null,
      levels: [
        { price: '1.02', quantity: '10' },
        { price: '1.04', quantity: '40' },
      ],
    })
  })

  it('prices a level as one fill when its known orders do not add up to it (the read model behind)', () => {
    const result = walk({
      quantity: 30,
      levels: [{ price: 102, quantity: 30, parts: [{ quantity: 10, own: false }] }],
    })
    expect(result.fill.levels).toEqual([{ price: '1.02', quantity: '30', fee: '1.00' }])
  })

  it('keeps every digit of a market priced with 4 decimals', () => {
    const fine = compileFeeSchedule('1.00', '0.5', 4)!
    const result = walk({
      fees: fine,
      priceDecimals: 4,
      quantity: 3,
      levels: [{ price: 10_001, quantity: 3 }],
    })
    expect(result).toMatchObject({ value: '3.0003', fee: '1.00', total: '4.0003' })
    expect(result.fill.average_price).toBe('1.000100')
  })
})
