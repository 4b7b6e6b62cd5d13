import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IdIndex, finishedIdHash } from '../src/id-index.js'

const FINISHED = -2

describe('IdIndex', () => {
  it('behaves like a Map of live and finished ids under random operations, through resizes', () => {
    const op = fc.tuple(
      fc.constantFrom('insert', 'insert', 'finish', 'forget', 'delete', 'get'),
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
          } else if (kind === 'finish') {
            index.finish(key, FINISHED)
            model.set(key, FINISHED)
          } else if (kind === 'forget') {
            const [h1, h2] = IdIndex.parseHex(finishedIdHash(key))
            index.forgetFinished(h1, h2)
            if (model.get(key) === FINISHED) model.delete(key)
          } else if (kind === 'delete') {
            expect(index.delete(key)).toBe(model.delete(key))
          } else {
            expect(index.get(key, -99)).toBe(model.get(key) ?? -99)
          }
        }
        expect(index.size).toBe(model.size)
        for (const [key, value] of model) expect(index.get(key, -99)).toBe(value)
        const live = [...index.entries()].filter(([k]) => k !== undefined)
        expect(new Map(live)).toEqual(new Map([...model].filter(([, v]) => v !== FINISHED)))
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

  it('a finished id is known by its hash alone, and its string is dropped', () => {
    const index = new IdIndex()
    index.insert('order-1', 7)
    index.finish('order-1', FINISHED)
    expect(index.get('order-1', -1)).toBe(FINISHED)
    expect([...index.entries()]).toEqual([[undefined, FINISHED]])
    expect(finishedIdHash('order-1')).toMatch(/^[0-9a-f]{16}$/)
    expect(finishedIdHash('order-1')).not.toBe(finishedIdHash('order-2'))
  })
})

describe('IdIndex aged finished entries', () => {
  it('remembers exactly the last `memory` aged finishes, through sweeps, reuse and resizes', () => {
    const op = fc.tuple(
      fc.constantFrom('insert', 'insert', 'finish', 'get'),
      fc.integer({ min: 0, max: 1500 }),
      fc.integer({ min: 0, max: 50 }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.array(op, { maxLength: 3000 }), (memory, ops) => {
        const index = new IdIndex(memory, FINISHED)
        const live = new Map<string, number>()
        const finished: string[] = []
        const remembered = (key: string): boolean => finished.slice(-memory || finished.length).includes(key)
        const expected = (key: string): number =>
          live.get(key) ?? (memory > 0 && remembered(key) ? FINISHED : -99)
        for (const [kind, n, value] of ops) {
          const key = `k${n}`
          if (kind === 'insert') {
            const fresh = expected(key) === -99
            expect(index.insert(key, value)).toBe(fresh)
            if (fresh) live.set(key, value)
          } else if (kind === 'finish') {
            index.finishAged(key)
            live.delete(key)
            finished.push(key)
          } else expect(index.get(key, -99)).toBe(expected(key))
        }
        for (let n = 0; n <= 1500; n++) expect(index.get(`k${n}`, -99)).toBe(expected(`k${n}`))
      }),
      { numRuns: 40 },
    )
  })
})
