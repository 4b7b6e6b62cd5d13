import { describe, expect, it } from 'vitest'
import { createOrderBook, FINISHED_ORDER, UNKNOWN_ORDER } from '../src/index.js'
import type { RestingOrder } from '../src/index.js'

const order = (orderId: string): RestingOrder => ({
  orderId,
  traderId: 't',
  side: 'BUY',
  price: 100,
  quantity: 5,
})

describe.each(['reference', 'fast'] as const)('%s book: a corrupt stream is refused', (kind) => {
  it('refuses to add an id that rests or was just finished', () => {
    const book = createOrderBook(kind, 4)
    book.add(order('a'))
    expect(() => book.add(order('a'))).toThrow()
    book.remove('a')
    expect(book.find('a')).toBe(FINISHED_ORDER)
    expect(() => book.add(order('a'))).toThrow()
  })

  it('checks the id again when it finished after decide found it unknown', () => {
    const book = createOrderBook(kind, 4)
    expect(book.find('x')).toBe(UNKNOWN_ORDER)
    book.markFinished('x')
    expect(() => book.add(order('x'))).toThrow()
    expect(book.find('y')).toBe(UNKNOWN_ORDER)
    book.add(order('y'))
    expect(book.size).toBe(1)
  })

  it('forgets a finished id after `finishedCapacity` newer finishes', () => {
    const book = createOrderBook(kind, 4)
    book.markFinished('old')
    for (let i = 0; i < 3; i++) book.markFinished(`f${i}`)
    expect(book.find('old')).toBe(FINISHED_ORDER)
    book.markFinished('f3')
    expect(book.find('old')).toBe(UNKNOWN_ORDER)
    book.add(order('old'))
    book.validate()
  })
})
