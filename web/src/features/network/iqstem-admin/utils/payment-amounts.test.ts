import { describe, expect, it } from 'vitest'
import { paymentFigures, restInCash, typedDecimal } from './payment-amounts.js'

describe('the payment form figures', () => {
  it('adds cash and tokens at their price exactly, to the cent', () => {
    expect(paymentFigures({ cash: '1234.56', tokens: '300', price: '1.05' }, '2000.00')).toEqual({
      tokenValue: '315.00',
      total: '1549.56',
      overpaid: false,
    })
    // 0.1 + 0.2 is 0.30000000000000004 in floats: not here.
    expect(paymentFigures({ cash: '0.1', tokens: '2', price: '0.1' }, '1').total).toBe('0.30')
  })

  it('reads French input and empty boxes', () => {
    expect(typedDecimal(' 1 234,56 ')).toBe('1234.56')
    expect(typedDecimal('')).toBeUndefined()
    expect(paymentFigures({ cash: '1 234,56', tokens: '', price: '' }, '5000')).toEqual({
      tokenValue: '0.00',
      total: '1234.56',
      overpaid: false,
    })
  })

  it('has no total while a box is not a valid amount, and tokens need their price', () => {
    expect(paymentFigures({ cash: '12.345', tokens: '0', price: '' }, '100').total).toBeNull()
    expect(paymentFigures({ cash: '10', tokens: '5', price: '' }, '100')).toMatchObject({
      tokenValue: null,
      total: null,
    })
    expect(paymentFigures({ cash: '10', tokens: '1.5', price: '1' }, '100').tokenValue).toBeNull()
  })

  it('says when the payment is more than what remains due, to the cent', () => {
    expect(paymentFigures({ cash: '100.00', tokens: '0', price: '' }, '100').overpaid).toBe(false)
    expect(paymentFigures({ cash: '100.01', tokens: '0', price: '' }, '100').overpaid).toBe(true)
  })

  it('pays the rest in cash once the tokens are counted, never below zero', () => {
    expect(restInCash('1549.56', '315.00')).toBe('1234.56')
    expect(restInCash('1549.56', null)).toBe('1549.56')
    expect(restInCash('100.00', '315.00')).toBe('0.00')
  })
})
