import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BusError, createMemoryBus, createNatsBus, subjectMatches, type Bus } from '../src/index.js'

/** Every bus case runs on the in-process bus and, when NATS_URL is set, on NATS. */
const adapters: { name: string; create: () => Promise<Bus> }[] = [
  { name: 'memory', create: async () => createMemoryBus() },
]
if (process.env.NATS_URL) {
  const url = process.env.NATS_URL
  adapters.push({ name: 'nats', create: () => createNatsBus(url, 'iqs-bus-test') })
}

function collect(bus: Bus, subject: string, queue?: string) {
  const seen: { subject: string; message: unknown }[] = []
  bus.subscribe(subject, (message, actual) => seen.push({ subject: actual, message }), queue ? { queue } : {})
  return seen
}

async function eventually(check: () => void, timeoutMs = 2_000): Promise<void> {
  const start = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error
      await new Promise((r) => setTimeout(r, 10))
    }
  }
}

for (const adapter of adapters) {
  describe(`bus on ${adapter.name}`, () => {
    let bus: Bus
    // A unique prefix keeps parallel test files on a shared NATS server apart.
    let root: string
    beforeEach(async () => {
      bus = await adapter.create()
      root = `test${randomUUID().replaceAll('-', '')}`
    })
    afterEach(() => bus.close())

    it('delivers published JSON in order to every subscriber of the subject', async () => {
      const first = collect(bus, `${root}.book`)
      const second = collect(bus, `${root}.book`)
      await bus.flush()
      for (let i = 0; i < 100; i++) bus.publish(`${root}.book`, { seq: i, qty: '10' })
      await eventually(() => expect(second).toHaveLength(100))
      expect(first.map((m) => (m.message as { seq: number }).seq)).toEqual([...Array(100).keys()])
      expect(first[0]).toEqual({ subject: `${root}.book`, message: { seq: 0, qty: '10' } })
    })

    it('routes wildcards as NATS does', async () => {
      const one = collect(bus, `${root}.*.book`)
      const rest = collect(bus, `${root}.>`)
      await bus.flush()
      bus.publish(`${root}.IQS.book`, 1)
      bus.publish(`${root}.IQS.trades`, 2)
      bus.publish(`${root}.OST.book.level`, 3)
      await eventually(() => expect(rest).toHaveLength(3))
      expect(one.map((m) => m.message)).toEqual([1])
    })

    it('gives each message to one member of a queue group', async () => {
      const a = collect(bus, `${root}.cmd`, 'writers')
      const b = collect(bus, `${root}.cmd`, 'writers')
      await bus.flush()
      for (let i = 0; i < 20; i++) bus.publish(`${root}.cmd`, i)
      await eventually(() => expect(a.length + b.length).toBe(20))
      await new Promise((r) => setTimeout(r, 50))
      expect(a.length + b.length).toBe(20)
    })

    it('stops delivering after unsubscribe', async () => {
      const seen: unknown[] = []
      const sub = bus.subscribe(`${root}.x`, (m) => seen.push(m))
      await bus.flush()
      bus.publish(`${root}.x`, 1)
      await eventually(() => expect(seen).toEqual([1]))
      sub.unsubscribe()
      await bus.flush()
      bus.publish(`${root}.x`, 2)
      await bus.flush()
      await new Promise((r) => setTimeout(r, 50))
      expect(seen).toEqual([1])
    })

    it('answers requests, and carries a responder failure back as REMOTE_ERROR', async () => {
      bus.respond(`${root}.orders`, (message) => {
        const { qty } = message as { qty: number }
        if (qty <= 0) throw new Error('quantity must be positive')
        return { accepted: qty }
      })
      await bus.flush()
      await expect(bus.request(`${root}.orders`, { qty: 5 })).resolves.toEqual({ accepted: 5 })
      await expect(bus.request(`${root}.orders`, { qty: 0 })).rejects.toMatchObject({
        code: 'REMOTE_ERROR',
        message: 'quantity must be positive',
      })
    })

    it('fails a request fast when nobody responds', async () => {
      const error = await bus.request(`${root}.nobody`, {}, { timeoutMs: 1_000 }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BusError)
      expect((error as BusError).code).toBe('NO_RESPONDERS')
    })

    it('times a request out when the responder never answers', async () => {
      bus.respond(`${root}.slow`, () => new Promise(() => {}))
      await bus.flush()
      const error = await bus.request(`${root}.slow`, {}, { timeoutMs: 100 }).catch((e: unknown) => e)
      expect((error as BusError).code).toBe('TIMEOUT')
    })

    it('refuses to publish on an invalid subject', () => {
      expect(() => bus.publish(`${root}.*`, 1)).toThrow(/Invalid subject/)
      expect(() => bus.publish('', 1)).toThrow(/Invalid subject/)
      expect(() => bus.publish(`${root}..x`, 1)).toThrow(/Invalid subject/)
    })

    it('reports its health', async () => {
      await expect(bus.health()).resolves.toMatchObject({ ok: true })
    })
  })
}

describe.skipIf(!process.env.NATS_URL)('NATS subject prefix (needs NATS_URL)', () => {
  it('keeps buses with different prefixes apart, and shows handlers their unprefixed subjects', async () => {
    const url = process.env.NATS_URL!
    const ns = `t${randomUUID().replaceAll('-', '')}`
    const a = await createNatsBus(url, 'iqs-prefix-a', { prefix: ns })
    const b = await createNatsBus(url, 'iqs-prefix-b', { prefix: ns })
    const other = await createNatsBus(url, 'iqs-prefix-other', { prefix: `${ns}x` })
    const plain = await createNatsBus(url, 'iqs-prefix-plain')
    try {
      const seenB = collect(b, 'market.*.book')
      const seenOther = collect(other, 'market.*.book')
      const seenPlain = collect(plain, `${ns}.market.>`)
      b.respond('exchange.IQS.commands', (message, subject) => ({ message, subject }))
      // Each bus is its own connection: every subscription must reach the server before the publish.
      await Promise.all([b.flush(), other.flush(), plain.flush()])
      a.publish('market.IQS.book', { seq: 1 })
      await eventually(() => expect(seenB).toEqual([{ subject: 'market.IQS.book', message: { seq: 1 } }]))
      // On the wire the subject carries the prefix; other namespaces never see it.
      await eventually(() => expect(seenPlain.map((m) => m.subject)).toEqual([`${ns}.market.IQS.book`]))
      expect(seenOther).toEqual([])
      expect(await a.request('exchange.IQS.commands', { n: 1 })).toEqual({
        message: { n: 1 },
        subject: 'exchange.IQS.commands',
      })
      await expect(other.request('exchange.IQS.commands', {}, { timeoutMs: 500 })).rejects.toBeInstanceOf(
        BusError,
      )
      await expect(createNatsBus(url, 'bad', { prefix: 'a.*' })).rejects.toThrow(/prefix/)
    } finally {
      await Promise.all([a.close(), b.close(), other.close(), plain.close()])
    }
  })
})

describe('subjectMatches', () => {
  it.each([
    ['a.b.c', 'a.b.c', true],
    ['a.*.c', 'a.b.c', true],
    ['a.*', 'a.b.c', false],
    ['a.>', 'a.b.c', true],
    ['a.>', 'a', false],
    ['*.b', 'a.b', true],
    ['a.b', 'a.b.c', false],
  ])('%s ~ %s is %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected)
  })
})
