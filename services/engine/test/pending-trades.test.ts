import { describe, expect, it } from 'vitest'
import { PendingTrades } from '../src/index.js'

describe('PendingTrades', () => {
  it('finds, settles in any order, trims the settled head and lists the rest in order', () => {
    const pending = new PendingTrades('IQS-')
    for (let n = 1; n <= 10000; n++) pending.add(n, `b${n}`, `s${n}`, n)
    expect(pending.get('IQS-7')).toEqual({ tradeId: 'IQS-7', buyerId: 'b7', sellerId: 's7', quantity: 7 })
    for (const id of ['IQS-0', 'IQS-10001', 'OST-7', 'IQS-07', 'IQS-7.0', 'IQS-'])
      expect(pending.get(id)).toBeUndefined()
    expect(pending.delete('IQS-2')).toBe(true)
    expect(pending.delete('IQS-2')).toBe(false)
    for (let n = 1; n <= 9500; n++) pending.delete(`IQS-${n}`)
    expect(pending.size).toBe(500)
    expect([...pending].map((t) => t.tradeId)).toEqual(
      Array.from({ length: 500 }, (_, i) => `IQS-${9501 + i}`),
    )
    pending.add(10005, 'b', 's', 1)
    expect(pending.get('IQS-10004')).toBeUndefined()
    expect(pending.get('IQS-10005')?.quantity).toBe(1)
    expect(() => pending.add(10001, 'b', 's', 1)).toThrow()
    for (let n = 9501; n <= 10005; n++) pending.delete(`IQS-${n}`)
    expect(pending.size).toBe(0)
    pending.add(10010, 'b', 's', 2)
    expect([...pending]).toEqual([{ tradeId: 'IQS-10010', buyerId: 'b', sellerId: 's', quantity: 2 }])
  })
})
