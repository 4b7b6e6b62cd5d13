import { createMemoryBus, type Bus } from '@iqs/bus'
import { testDatabases, type DatabaseHandle } from '@iqs/database'
import { stateHash, type EngineEvent, type MarketConfig } from '@iqs/engine'
import { createPostgresEventStore, type EventStore } from '@iqs/eventstore'
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AppendFailedError,
  MarketWriter,
  restoreMarket,
  WriterFencedError,
  type BookDelta,
  type MarketCommand,
  type MarketWriterOptions,
  type TermsUpdate,
} from '../src/index.js'

const CONFIG: MarketConfig = { instrument: 'IQS', referencePrice: 100, minNotional: 0 }

let clockNow = 1_700_000_000_000
const clock = () => clockNow++

function limit(orderId: string, traderId: string, side: 'BUY' | 'SELL', price: number, quantity: number) {
  return { type: 'PlaceOrder', orderId, traderId, side, orderType: 'LIMIT', price, quantity } as MarketCommand
}

function credit(traderId: string, quantity: number): MarketCommand {
  return {
    type: 'CreditTokens',
    traderId,
    quantity,
    source: 'TREASURY_ALLOCATION',
    reference: `alloc-${traderId}`,
  }
}

const types = (events: EngineEvent[]) => events.map((e) => e.type)

for (const backend of testDatabases()) {
  describe(`market writer on ${backend.name}`, () => {
    let database: DatabaseHandle<unknown>
    let store: EventStore
    let bus: Bus
    let writer: MarketWriter
    // One database per backend; each test writes its own stream and command ids.
    let stream: string
    let id: (name: string) => string
    const start = (extra: Partial<MarketWriterOptions> = {}) =>
      MarketWriter.start({
        instrument: 'IQS',
        streamId: stream,
        store,
        bus,
        config: CONFIG,
        clock,
        log: quiet,
        ...extra,
      })

    beforeAll(async () => {
      database = await backend.open()
      store = createPostgresEventStore({ db: database.db as never, pollIntervalMs: 20 })
    })
    afterAll(async () => {
      await store.close()
      await database.destroy()
    })
    beforeEach(async () => {
      const run = randomUUID().slice(0, 8)
      stream = `market-IQS-${run}`
      id = (name) => `${run}-${name}`
      bus = createMemoryBus()
      writer = await start()
    })
    afterEach(async () => {
      vi.restoreAllMocks()
      await writer.stop()
      await bus.close()
    })

    it('commits a command before acknowledging it, and publishes the book change', async () => {
      const deltas: BookDelta[] = []
      bus.subscribe('market.IQS.book', (m) => deltas.push(m as BookDelta))
      await writer.submit(id('c1'), credit('alice', 100))
      const outcome = await writer.submit(id('c2'), limit('o1', 'alice', 'SELL', 105, 10))
      expect(types(outcome.events)).toEqual(['OrderAccepted', 'OrderRested'])
      const stored = await store.readStream(stream)
      expect(stored.map((e) => e.type)).toEqual(['TokensCredited', 'OrderAccepted', 'OrderRested'])
      expect(stored[2]?.metadata.commandId).toBe(id('c2'))
      await bus.flush()
      expect(deltas).toEqual([{ instrument: 'IQS', seq: 1, changes: [['SELL', 105, 10]] }])
      expect(writer.bookSnapshot()).toEqual({
        instrument: 'IQS',
        seq: 1,
        bids: [],
        asks: [[105, 10]],
        // The live engine's terms travel with the levels: previews price with them.
        terms: { status: 'OPEN', referencePrice: 100, feeMinimumEur: '0', feePercent: '0', priceDecimals: 2 },
      })
    })

    it('publishes the terms after a batch that changed them or traded, and not after others', async () => {
      const updates: TermsUpdate[] = []
      bus.subscribe('market.IQS.terms', (m) => updates.push(m as TermsUpdate))
      await writer.submit(id('c1'), credit('alice', 100))
      await writer.submit(id('c2'), limit('o1', 'alice', 'SELL', 105, 10))
      await writer.submit(id('c3'), { type: 'ConfigureMarket', status: 'SUSPENDED', feeMinimumEur: '1.00' })
      await writer.submit(id('c4'), { type: 'ConfigureMarket', status: 'OPEN', referencePrice: 101 })
      await writer.submit(id('c5'), limit('o2', 'bob', 'BUY', 106, 4))
      await bus.flush()
      const terms = { referencePrice: 100, feeMinimumEur: '1.00', feePercent: '0', priceDecimals: 2 }
      expect(updates).toEqual([
        { instrument: 'IQS', terms: { ...terms, status: 'SUSPENDED' } },
        { instrument: 'IQS', terms: { ...terms, status: 'OPEN', referencePrice: 101 } },
        // The trade moved the reference price to its own.
        { instrument: 'IQS', terms: { ...terms, status: 'OPEN', referencePrice: 105 }, lastPrice: 105 },
      ])
    })

    it('group-commits many concurrent commands in few transactions, in submission order', async () => {
      const appendMany = vi.spyOn(store, 'appendMany')
      await writer.submit(id('credit'), credit('seller', 10_000))
      const outcomes = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          writer.submit(
            id(`o${i}`),
            limit(`o${i}`, i % 2 ? 'seller' : 'buyer', i % 2 ? 'SELL' : 'BUY', 100, 1),
          ),
        ),
      )
      expect(outcomes.every((o) => !o.duplicate)).toBe(true)
      expect(appendMany.mock.calls.length).toBeLessThan(20)
      const version = await store.readStreamVersion(stream)
      expect(version).toBe(writer.streamVersion)
      const trades = (await store.readStream(stream)).filter((e) => e.type === 'TradeExecuted')
      expect(trades).toHaveLength(150)
    })

    it('restarts from the log into the same state, bit for bit', async () => {
      await writer.submit(id('c1'), credit('s', 50))
      await writer.submit(id('c2'), limit('a', 's', 'SELL', 110, 20))
      await writer.submit(id('c3'), limit('b', 'b1', 'BUY', 111, 5))
      await writer.submit(id('c4'), limit('c', 'b1', 'BUY', 100, 7))
      const live = stateHash(writer.engineState)
      await writer.stop()
      const again = await start()
      expect(stateHash(again.engineState)).toBe(live)
      expect(again.bookSnapshot().bids).toEqual([[100, 7]])
      expect(again.bookSnapshot().asks).toEqual([[110, 15]])
      writer = again
    })

    it('restores from a snapshot plus the tail to the same hash as a full replay', async () => {
      await writer.stop()
      writer = await start({ snapshotEvery: 10 })
      await writer.submit(id('credit'), credit('s', 1_000))
      for (let i = 0; i < 40; i++)
        await writer.submit(
          id(`p${i}`),
          limit(`p${i}`, i % 3 ? 's' : 'b', i % 3 ? 'SELL' : 'BUY', 100 + (i % 5), 2),
        )
      await vi.waitFor(async () => expect(await store.loadSnapshot(stream)).toBeDefined())
      const fromSnapshot = await restoreMarket(store, stream, CONFIG)
      const fromScratch = await restoreMarket(store, stream, CONFIG, { useSnapshot: false })
      expect(stateHash(fromSnapshot.state)).toBe(stateHash(fromScratch.state))
      expect(stateHash(fromScratch.state)).toBe(stateHash(writer.engineState))
      expect(fromSnapshot.version).toBe(writer.streamVersion)
    })

    it('answers a retried command id with its first outcome, without deciding it again', async () => {
      await writer.submit(id('c1'), credit('s', 10))
      const first = await writer.submit(id('c2'), limit('x', 's', 'SELL', 120, 3))
      const retry = await writer.submit(id('c2'), limit('x', 's', 'SELL', 120, 3))
      expect(retry).toEqual({ ...first, duplicate: true })
      // After a restart the id is only in the store: the slow path finds it there.
      await writer.stop()
      writer = await start()
      const hash = stateHash(writer.engineState)
      const late = await writer.submit(id('c2'), limit('x', 's', 'SELL', 120, 3))
      expect(late.duplicate).toBe(true)
      expect(types(late.events)).toEqual(['OrderAccepted', 'OrderRested'])
      expect(stateHash(writer.engineState)).toBe(hash)
      expect(await store.readStreamVersion(stream)).toBe(3)
    })

    it('fails a command whose append fails, keeps nothing of it, and goes on', async () => {
      await writer.submit(id('c1'), credit('s', 10))
      const before = stateHash(writer.engineState)
      const appendMany = vi.spyOn(store, 'appendMany').mockRejectedValueOnce(new Error('disk full'))
      // The slow path retries the command alone: make that fail too.
      appendMany.mockRejectedValueOnce(new Error('disk full'))
      await expect(writer.submit(id('c2'), limit('y', 's', 'SELL', 120, 3))).rejects.toBeInstanceOf(
        AppendFailedError,
      )
      appendMany.mockRestore()
      const after = await writer.submit(id('c3'), limit('z', 's', 'SELL', 121, 1))
      expect(types(after.events)).toEqual(['OrderAccepted', 'OrderRested'])
      expect((await store.readStream(stream)).map((e) => e.metadata.commandId)).toEqual([
        id('c1'),
        id('c3'),
        id('c3'),
      ])
      expect(before).not.toBe(stateHash(writer.engineState))
      const replayed = await restoreMarket(store, stream, CONFIG, { useSnapshot: false })
      expect(stateHash(replayed.state)).toBe(stateHash(writer.engineState))
    })

    it('refuses a command the engine cannot decide, and commits the rest of its batch', async () => {
      await writer.submit(id('c1'), credit('s', 10))
      const results = await Promise.allSettled([
        writer.submit(id('ok1'), limit('m1', 's', 'SELL', 120, 1)),
        writer.submit(id('bad'), { type: 'NoSuchCommand' } as unknown as MarketCommand),
        writer.submit(id('ok2'), limit('m2', 's', 'SELL', 121, 1)),
      ])
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
      expect((await store.readStream(stream)).map((e) => e.metadata.commandId)).not.toContain(id('bad'))
      const replayed = await restoreMarket(store, stream, CONFIG, { useSnapshot: false })
      expect(stateHash(replayed.state)).toBe(stateHash(writer.engineState))
      expect(writer.bookSnapshot().asks).toEqual([
        [120, 1],
        [121, 1],
      ])
    })

    it('fences a second writer of the same market', async () => {
      const rival = await start()
      await rival.submit(id('r1'), credit('r', 5))
      await expect(writer.submit(id('w1'), credit('w', 5))).rejects.toBeInstanceOf(WriterFencedError)
      await expect(writer.submit(id('w2'), credit('w', 5))).rejects.toBeInstanceOf(WriterFencedError)
      expect((await store.readStream(stream)).map((e) => e.metadata.commandId)).toEqual([id('r1')])
      await rival.stop()
    })

    it('serves commands and book snapshots over the bus', async () => {
      writer.serveOnBus()
      await bus.request('exchange.IQS.commands', { commandId: id('b1'), command: credit('s', 10) })
      const outcome = await bus.request<{ events: EngineEvent[] }>('exchange.IQS.commands', {
        commandId: id('b2'),
        command: limit('q', 's', 'SELL', 130, 4),
      })
      expect(types(outcome.events)).toEqual(['OrderAccepted', 'OrderRested'])
      await expect(bus.request('exchange.IQS.snapshot', {})).resolves.toMatchObject({
        seq: 1,
        asks: [[130, 4]],
      })
    })
  })
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} }
