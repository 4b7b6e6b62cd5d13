import { describe, expect, it } from 'vitest'
import {
  addShareholderRequestSchema,
  contactRequestSchema,
  conversionRequestSchema,
  decimalInput,
  isSafeText,
  orderPreviewRequestSchema,
  p2pProposeRequestSchema,
  searchQuerySchema,
  text,
} from '../src/index.js'

describe('text(): what a client may send as a string', () => {
  it('refuses U+0000, other C0 controls, DEL and lone surrogates', () => {
    for (const bad of [
      '\u0000',
      'a\u0000b',
      'a\u0001b',
      '\u001b[31m',
      'x\u007f',
      '\ud800',
      'x\udfffy',
      'a\tb',
      'a\nb',
    ])
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })

  it('keeps tab, line feed and carriage return in multi-line text only', () => {
    expect(text({ multiline: true }).safeParse('line 1\r\n\tline 2').success).toBe(true)
    expect(text({ multiline: true }).safeParse('line 1\u0000').success).toBe(false)
    expect(text().safeParse('line 1\nline 2').success).toBe(false)
  })

  it('takes every real character, surrogate pairs included', () => {
    for (const good of ['', 'Zoë', 'é😀', '日本語', '\u202eabc', "' OR 1=1 --"])
      expect(isSafeText(good), good).toBe(true)
  })

  it('is the rule of the request schemas: search, contact', () => {
    expect(searchQuerySchema.safeParse({ query: '\u0000' }).success).toBe(false)
    const contact = { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello there,\nregards' }
    expect(contactRequestSchema.safeParse(contact).success).toBe(true)
    for (const field of ['name', 'company', 'subject', 'message'])
      expect(
        contactRequestSchema.safeParse({ ...contact, [field]: 'bad\u0000text here' }).success,
        field,
      ).toBe(false)
  })
})

describe('decimalInput(): amounts and prices', () => {
  const price = decimalInput({ integerDigits: 9, decimals: 2, error: 'Please enter a valid price' })

  it('takes decimal strings and finite non-negative JSON numbers, as text', () => {
    expect(price.parse('0')).toBe('0')
    expect(price.parse('1.05')).toBe('1.05')
    expect(price.parse('123456789.99')).toBe('123456789.99')
    expect(price.parse(1.05)).toBe('1.05')
    expect(price.parse(12)).toBe('12')
  })

  it('refuses spaces, signs, exponents, hex, NaN, Infinity, leading zeros and too many digits', () => {
    for (const bad of [
      ' 1 ',
      '1 ',
      '+1',
      '-1',
      '1e3',
      '0x10',
      'NaN',
      'Infinity',
      '01',
      '1.',
      '.5',
      '1.234',
      '1234567890',
      '',
      -1,
      1e21,
      1e-7,
      1.005,
    ])
      expect(price.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    expect(price.safeParse(' 1 ').error?.issues[0]?.message).toBe('Please enter a valid price')
  })

  it('is the rule of every amount and price: conversion, preview, P2P, add shareholder', () => {
    expect(conversionRequestSchema.safeParse({ amount: ' 1 ' }).success).toBe(false)
    expect(conversionRequestSchema.parse({ amount: '10' }).amount).toBe(10)
    expect(conversionRequestSchema.parse({ amount: 10 }).amount).toBe(10)
    const order = { amount: '2', price: '1.05', order_side: 'BUY' }
    expect(orderPreviewRequestSchema.safeParse(order).success).toBe(true)
    expect(orderPreviewRequestSchema.safeParse({ ...order, amount: 2, price: 1.05 }).success).toBe(true)
    expect(orderPreviewRequestSchema.safeParse({ ...order, amount: ' 2 ' }).success).toBe(false)
    expect(orderPreviewRequestSchema.safeParse({ ...order, price: ' 1.05' }).success).toBe(false)
    // The text: the route turns it into the market's price units with its priceDecimals.
    expect(p2pProposeRequestSchema.parse({ to: 2, amount: '3', price: '1.05' }).price).toBe('1.05')
    expect(p2pProposeRequestSchema.parse({ to: 2, amount: '3', price: 1.05 }).price).toBe('1.05')
    expect(p2pProposeRequestSchema.safeParse({ to: 2, amount: '3', price: '0.00' }).success).toBe(false)
    expect(p2pProposeRequestSchema.safeParse({ to: 2, amount: '3', price: '1e2' }).success).toBe(false)
    expect(addShareholderRequestSchema.safeParse({ email: 'a@b.c', quantity: '0x10' }).success).toBe(false)
  })
})
