import { describe, expect, it } from 'vitest'
import { canonicalJson, createUpcasterRegistry, eventHash, GENESIS_HASH } from '../src/index.js'

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops what JSON drops', () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: new Date(0) }, undefined] })).toBe(
      '{"a":[{"c":"1970-01-01T00:00:00.000Z"},null],"b":1}',
    )
  })

  it('gives equal values equal text whatever the key order', () => {
    expect(canonicalJson({ x: { b: 2, a: 1 }, y: 'é' })).toBe(canonicalJson({ y: 'é', x: { a: 1, b: 2 } }))
  })

  it('refuses what is not JSON', () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError)
    expect(() => canonicalJson({ n: 1n })).toThrow(/bigint/)
  })

  it('writes what JSON.stringify writes when keys are already sorted', () => {
    const value = { a: [1.5, -0, 1e21, 'x\n"', null, true, { b: NaN }], c: new Date(1), d: { e: undefined } }
    expect(canonicalJson(value)).toBe(JSON.stringify(value))
  })
})

describe('eventHash', () => {
  it('chains on the previous hash and covers every field', () => {
    const event = {
      position: 1,
      streamId: 's',
      streamVersion: 1,
      eventId: '00000000-0000-4000-8000-000000000001',
      type: 'T',
      schemaVersion: 1,
      dataJson: canonicalJson({ a: 1 }),
      metadataJson: '{}',
      recordedAt: '2030-01-01T00:00:00.000Z',
    }
    const hash = eventHash(GENESIS_HASH, event)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(eventHash(GENESIS_HASH, { ...event })).toBe(hash)
    expect(eventHash(hash, event)).not.toBe(hash)
    for (const change of [
      { position: 2 },
      { dataJson: '{"a":2}' },
      { metadataJson: '{"u":1}' },
      { type: 'U' },
    ]) {
      expect(eventHash(GENESIS_HASH, { ...event, ...change })).not.toBe(hash)
    }
  })
})

describe('createUpcasterRegistry', () => {
  it('refuses a chain with a missing or doubled step', () => {
    const upcast = (d: unknown) => d
    expect(() => createUpcasterRegistry([{ type: 'T', fromSchemaVersion: 2, upcast }])).toThrow(
      /missing for T v1/,
    )
    expect(() =>
      createUpcasterRegistry([
        { type: 'T', fromSchemaVersion: 1, upcast },
        { type: 'T', fromSchemaVersion: 1, upcast },
      ]),
    ).toThrow(/Two upcasters/)
  })

  it('brings data up one step at a time and leaves unknown types alone', () => {
    const registry = createUpcasterRegistry([
      { type: 'T', fromSchemaVersion: 1, upcast: (d) => ({ ...(d as object), v2: true }) },
      { type: 'T', fromSchemaVersion: 2, upcast: (d) => ({ ...(d as object), v3: true }) },
    ])
    expect(registry.latestVersion('T')).toBe(3)
    expect(registry.upcast('T', 1, {})).toEqual({ schemaVersion: 3, data: { v2: true, v3: true } })
    expect(registry.upcast('T', 3, { x: 1 })).toEqual({ schemaVersion: 3, data: { x: 1 } })
    expect(registry.upcast('U', 1, 5)).toEqual({ schemaVersion: 1, data: 5 })
  })
})
