import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FinishedIds } from '../src/finished-ids.js'
import { IdIndex, finishedIdHash, parseHex } from '../src/id-index.js'

describe('IdIndex', () => {
  it('behaves like a Map under random operations, through resizes', () => {
    const op = fc.tuple(
      fc.constantFrom('insert', 'insert', 'delete', 'get'),
      fc.integer({ min: 0, max: 3000 }),
      fc.integer({ min: 0, max: 50 }),
    )
    fc.assert(
      fc.property(fc.array(op, { minLength: 100, maxLength: 4000, size: 'max' }), (ops) => {
        const index = new IdIndex()
        const model = new Map<string, number>()
        for (const [kind, n, value] of ops) {
          const key = `k${n}`
          if (kind === 'insert') {
            expect(index.insert(key, value)).toBe(!model.has(key))
            if (!model.has(key)) model.set(key, value)
          } else if (kind === 'delete') {
            expect(index.delete(key)).toBe(model.delete(key))
          } else {
            expect(index.get(key, -99)).toBe(model.get(key) ?? -99)
          }
        }
        expect(index.size).toBe(model.size)
        for (const [key, value] of model) expect(index.get(key, -99)).toBe(value)
        expect(new Map(index.entries())).toEqual(model)
      }),
      { numRuns: 60 },
    )
  })

  it('finds keys after deletions in their probe runs', () => {
    const index = new IdIndex()
    for (let i = 0; i < 600; i++) index.insert(`id-${i}`, i)
    for (let i = 0; i < 600; i += 2) index.delete(`id-${i}`)
    for (let i = 0; i < 600; i++) expect(index.get(`id-${i}`, -1)).toBe(i % 2 ? i : -1)
  })

  it('gives each id a 64-bit fingerprint as 16 hex digits', () => {
    expect(finishedIdHash('order-1')).toMatch(/^[0-9a-f]{16}$/)
    expect(finishedIdHash('order-1')).not.toBe(finishedIdHash('order-2'))
  })
})

describe('FinishedIds', () => {
  it('remembers exactly the last `memory` finishes, across generations and growth', () => {
    const op = fc.tuple(fc.constantFrom('finish', 'finish', 'has'), fc.integer({ min: 0, max: 1500 }))
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 700 }), fc.array(op, { maxLength: 3000 }), (memory, ops) => {
        const finished = new FinishedIds(memory)
        const model: string[] = []
        const has = (text: string): boolean => {
          const [h1, h2] = parseHex(text)
          return finished.has(h1, h2)
        }
        for (const [kind, n] of ops) {
          const text = finishedIdHash(`k${n}`)
          if (kind === 'finish') {
            finished.addHex(text)
            model.push(text)
            if (model.length > memory) model.shift()
          } else expect(has(text)).toBe(model.includes(text))
        }
        expect(finished.toHex()).toEqual(model)
        for (let n = 0; n <= 1500; n++) {
          const text = finishedIdHash(`k${n}`)
          expect(has(text)).toBe(model.includes(text))
        }
        finished.validate()
      }),
      { numRuns: 60 },
    )
  })
})
