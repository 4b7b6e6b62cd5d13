import { BusError, createMemoryBus, type Bus } from '@iqs/bus'
import { testDatabases, type DatabaseHandle } from '@iqs/database'
import { stateHash, type MarketConfig } from '@iqs/engine'
import { createPostgresEventStore, type EventStore } from '@iqs/eventstore'
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  MarketWriter,
  restoreMarket,
  WriterFencedError,
  WriterHaltedError,
  writerErrorCode,
  type BookDelta,
  type BookSnapshot,
  type MarketCommand,
  type MarketWriterOptions,
  type WriterRole,
} from '../src/index.js'

const CONFIG: MarketConfig = { instrument: 'IQS', referencePrice: 100, minNotional: 0 }
const FOLLOW_MS = 20
const TAKE_OVER_MS = 400

function limit(orderId: string, traderId: string, side: 'BUY' | 'SELL', price: number, quantity: number) {
  return { type: 'PlaceOrder', orderId, traderId, side, orderType: 'LIMIT', price, quantity } as MarketCommand
}

function credit(traderId: string, quantity: number): MarketCommand {
  return { type: 'CreditTokens', traderId, quantity, source: 'TREASURY_ALLOCATION', reference: traderId }
}

const levels = (book: BookSnapshot) => ({ bids: book.bids, asks: book.asks })

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 10))
  }
}

for (const backend of testDatabases()) {
  describe(`a fenced market writer on ${backend.name}`, () => {
    let database: DatabaseHandle<unknown>
    let store: EventStore
    let bus: Bus
    let stream: string
    let id: (name: string) => string
    const writers: MarketWriter[] = []
    const start = async (extra: Partial<MarketWriterOptions> = {}) => {
      const writer = await MarketWriter.start({
        instrument: 'IQS',
        streamId: stream,
        store,
        bus,
        config: CONFIG,
        clock: () => Date.now(),
        log: quiet,
        standby: { followIntervalMs: FOLLOW_MS, takeOverAfterMs: TAKE_OVER_MS },
        ...extra,
      })
      writers.push(writer)
      return writer
    }

    /** The command ids in the log, each once, in order. */
    const commandIds = async () => [
      ...new Set((await store.readStream(stream)).map((e) => String(e.metadata.commandId))),
    ]

    beforeAll(async () => {
      database = await backend.open()
      store = createPostgresEventStore({ db: database.db as never })
    })
    afterAll(async () => {
      await store.close()
      await database.destroy()
    })
    beforeEach(() => {
      const run = randomUUID().slice(0, 8)
      stream = `market-IQS-${run}`
      id = (name) => `${run}-${name}`
      bus = createMemoryBus()
    })
    afterEach(async () => {
      vi.restoreAllMocks()
      for (const writer of writers.splice(0)) await writer.stop()
      await bus.close()
    })

    it('refuses commands with a retryable error, follows the log, then takes the market back', async () => {
      const roles: [WriterRole, WriterRole][] = []
      const a = await start({ onRoleChange: (role, previous) => roles.push([role, previous]) })
      const acknowledged: string[] = []
      await a.submit(id('a1'), credit('s', 100))
      acknowledged.push(id('a1'))

      const b = await start()
      await b.submit(id('b1'), limit('o1', 's', 'SELL', 105, 10))
      await b.submit(id('b2'), limit('o2', 'b', 'BUY', 101, 4))
      acknowledged.push(id('b1'), id('b2'))

      // A's append fails on the expected version: it is fenced, and says the command may be retried.
      const refused = await a.submit(id('a2'), limit('o3', 's', 'SELL', 106, 1)).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(WriterFencedError)
      expect(refused).toMatchObject({ retryable: true })
      expect(writerErrorCode(refused)).toBe('WRITER_STANDBY')
      expect(a.role).toBe('standby')
      expect(roles).toEqual([['standby', 'writer']])
      await expect(a.submit(id('a3'), credit('s', 1))).rejects.toBeInstanceOf(WriterFencedError)
      expect(await commandIds()).toEqual([id('a1'), id('b1'), id('b2')])

      // On standby, A follows the log: its book becomes B's, and its own bus sees B's changes.
      await until(() => a.streamVersion === b.streamVersion)
      expect(levels(a.bookSnapshot())).toEqual(levels(b.bookSnapshot()))
      expect(levels(a.bookSnapshot())).toEqual({ bids: [[101, 4]], asks: [[105, 10]] })
      const deltas: BookDelta[] = []
      bus.subscribe('market.IQS.book', (m) => deltas.push(m as BookDelta))
      await b.submit(id('b3'), limit('o4', 'b', 'BUY', 105, 3))
      acknowledged.push(id('b3'))
      await until(() => a.streamVersion === b.streamVersion)
      expect(levels(a.bookSnapshot())).toEqual({ bids: [[101, 4]], asks: [[105, 7]] })
      expect(stateHash(a.engineState)).toBe(stateHash(b.engineState))
      await until(() => deltas.some((d) => d.changes.some(([, price, qty]) => price === 105 && qty === 7)))

      // B goes away; once the stream has stood still for the grace period, A takes the market back.
      await b.stop()
      await until(() => a.role === 'writer', TAKE_OVER_MS + 5_000)
      expect(roles).toEqual([
        ['standby', 'writer'],
        ['writer', 'standby'],
      ])
      const again = await a.submit(id('a4'), limit('o5', 's', 'SELL', 107, 2))
      acknowledged.push(id('a4'))
      expect(again.events.map((e) => e.type)).toEqual(['OrderAccepted', 'OrderRested'])
      expect(levels(a.bookSnapshot())).toEqual({
        bids: [[101, 4]],
        asks: [
          [105, 7],
          [107, 2],
        ],
      })

      // Nothing acknowledged is lost, nothing refused was written, and A's state is the log's.
      expect(await commandIds()).toEqual(acknowledged)
      const replay = await restoreMarket(store, stream, CONFIG, { useSnapshot: false })
      expect(stateHash(a.engineState)).toBe(stateHash(replay.state))
      expect(a.streamVersion).toBe(replay.version)
    })

    it('is fenced again when it took the market back from a writer that was only idle', async () => {
      const a = await start()
      const b = await start()
      await b.submit(id('b1'), credit('s', 10))
      await expect(a.submit(id('a1'), credit('s', 1))).rejects.toBeInstanceOf(WriterFencedError)
      await until(() => a.role === 'writer', TAKE_OVER_MS + 5_000)
      await a.submit(id('a2'), credit('s', 2))
      // B was alive all along: every append checks the expected version, so B is the one fenced now.
      await expect(b.submit(id('b2'), credit('s', 3))).rejects.toBeInstanceOf(WriterFencedError)
      expect(b.role).toBe('standby')
      expect(await commandIds()).toEqual([id('b1'), id('a2')])
    })

    it('stops serving the bus while on standby and serves it again once it is the writer', async () => {
      const a = await start()
      a.serveOnBus()
      const b = await start()
      await b.submit(id('b1'), credit('s', 10))
      await expect(a.submit(id('a1'), credit('s', 1))).rejects.toBeInstanceOf(WriterFencedError)
      const noOne = await bus
        .request('exchange.IQS.commands', { commandId: id('x'), command: credit('s', 1) })
        .catch((e: unknown) => e)
      expect(noOne).toBeInstanceOf(BusError)
      expect(noOne).toMatchObject({ code: 'NO_RESPONDERS' })
      await until(() => a.role === 'writer', TAKE_OVER_MS + 5_000)
      await expect(
        bus.request('exchange.IQS.commands', { commandId: id('a2'), command: credit('s', 2) }),
      ).resolves.toMatchObject({ duplicate: false })
    })

    it('ends the follow loop on stop', async () => {
      const a = await start({ standby: { followIntervalMs: FOLLOW_MS, takeOverAfterMs: 60_000 } })
      const b = await start()
      await b.submit(id('b1'), credit('s', 10))
      await expect(a.submit(id('a1'), credit('s', 1))).rejects.toBeInstanceOf(WriterFencedError)
      const reads = vi.spyOn(store, 'readStreamVersion')
      await until(() => reads.mock.calls.length > 1)
      await a.stop()
      expect(a.role).toBe('stopped')
      const after = reads.mock.calls.length
      await new Promise((r) => setTimeout(r, FOLLOW_MS * 5))
      expect(reads.mock.calls.length).toBe(after)
    })

    it('refuses commands for good once halted, and still serves its book', async () => {
      const a = await start()
      await a.submit(id('a1'), credit('s', 10))
      await a.submit(id('a2'), limit('o1', 's', 'SELL', 120, 3))
      a.serveOnBus()
      await a.halt('hash chain broken at position 2')
      expect(a.role).toBe('halted')
      const refused = await a.submit(id('a3'), credit('s', 1)).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(WriterHaltedError)
      expect(writerErrorCode(refused)).toBe('WRITER_HALTED')
      expect(a.bookSnapshot()).toMatchObject({ asks: [[120, 3]] })
      await expect(
        bus.request('exchange.IQS.commands', { commandId: 'x', command: {} }),
      ).rejects.toMatchObject({
        code: 'NO_RESPONDERS',
      })
    })

    it('tells a requester over the bus what kind of failure it met', async () => {
      const a = await start()
      a.serveOnBus()
      const b = await start()
      await b.submit(id('b1'), credit('s', 10))
      // A command in flight over the bus when A is fenced comes back coded, not as a bare message.
      const remote = await bus
        .request('exchange.IQS.commands', { commandId: id('a1'), command: credit('s', 1) })
        .catch((e: unknown) => e)
      expect(remote).toBeInstanceOf(BusError)
      expect(writerErrorCode(remote)).toBe('WRITER_STANDBY')
    })
  })
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} }
