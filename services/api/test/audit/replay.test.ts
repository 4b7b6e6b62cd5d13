import { createMemoryBus } from '@iqs/bus'
import { testDatabases, type DatabaseConfig, type DatabaseHandle } from '@iqs/database'
import { stateHash, type Instrument } from '@iqs/engine'
import {
  createPostgresEventStore,
  positionFromNumber,
  positionToNumber,
  type EventStore,
} from '@iqs/eventstore'
import { MarketWriter, marketStreamId, restoreMarket } from '@iqs/exchange'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderFlow } from '../../bench/order-flow.js'
import { auditReplay } from '../../src/audit/replay-audit.js'
import { openScratchDatabase } from '../../src/audit/replay-scratch.js'
import { resolveUntil } from '../../src/audit/replay-until.js'
import { projectionDigests, type ProjectionDigest } from '../../src/audit/state-digest.js'
import type { Database } from '../../src/platform/db/database.js'
import { INSTRUMENTS, MARKET_CONFIGS } from '../../src/iqs/markets/initial-market-configs.js'
import { marketProjections } from '../../src/iqs/market-projections/market-projections.js'
import { ProjectionRunner } from '../../src/platform/projections/projection-runner.js'

const quiet = { info() {}, warn() {}, error() {} }
const markets = INSTRUMENTS.map((instrument) => ({
  streamId: marketStreamId(instrument),
  config: MARKET_CONFIGS[instrument],
}))
/** Commands per market: IQS busy, OST quiet, interleaved in the global log. */
const SESSION: Record<Instrument, number> = { IQS: 2_400, OST: 600 }
const CHUNKS = 20

for (const backend of testDatabases()) {
  describe(`replay audit on ${backend.name}`, () => {
    let live: DatabaseHandle<Database>
    let store: EventStore
    const writers = new Map<Instrument, MarketWriter>()
    const scratchConfig: DatabaseConfig =
      backend.name === 'postgres'
        ? { kind: 'postgres', url: process.env.DATABASE_URL as string }
        : { kind: 'pglite' }
    /** Captured in the middle of the session: the writers and read models as they were then. */
    let middle: { position: number; hashes: Map<string, string>; digests: ProjectionDigest[]; time: string }

    const audit = async (until?: string) => {
      const scratch = await openScratchDatabase(scratchConfig)
      try {
        return await auditReplay({
          store,
          live: live.db,
          scratch: scratch.db,
          projections: marketProjections,
          markets,
          batchSize: 700,
          // Many windows: rows written while later events fold, changed and written again.
          writeEvery: 1_000,
          ...(until === undefined ? {} : { until }),
        })
      } finally {
        await scratch.destroy()
      }
    }

    beforeAll(async () => {
      live = await backend.open<Database>()
      // One recorded second per append, so an ISO time names exactly one append's end.
      let appends = 0
      const start = Date.UTC(2026, 10, 23, 9, 0)
      store = createPostgresEventStore({
        db: live.db as never,
        clock: () => new Date(start + 1_000 * ++appends),
      })
      let now = start
      for (const instrument of INSTRUMENTS) {
        writers.set(
          instrument,
          await MarketWriter.start({
            instrument,
            store,
            bus: createMemoryBus(),
            config: MARKET_CONFIGS[instrument],
            clock: () => (now += 1_300),
            // Small, so the live restore really is snapshot + tail.
            snapshotEvery: 700,
            log: quiet,
          }),
        )
      }
      const runner = new ProjectionRunner({
        db: live.db,
        store,
        projections: marketProjections,
        batchSize: 500,
      })
      const flows = INSTRUMENTS.map((instrument, i) => ({
        instrument,
        flow: new OrderFlow({ seed: 11 + i, traders: 30, targetResting: 150 }),
      }))
      let n = 0
      for (let chunk = 0; chunk < CHUNKS; chunk++) {
        await Promise.all(
          flows.map(async ({ instrument, flow }) => {
            const writer = writers.get(instrument) as MarketWriter
            const commands = Array.from({ length: SESSION[instrument] / CHUNKS }, () => flow.next())
            const outcomes = await Promise.all(commands.map((command) => writer.submit(`c${n++}`, command)))
            for (const outcome of outcomes) flow.observe(outcome.events)
          }),
        )
        if (chunk === CHUNKS / 2 - 1) {
          await runner.catchUp()
          const position = positionToNumber((await store.readLastPosition()) as string)
          const { rows } = await sql<{ recorded_at: Date }>`
            select recorded_at from events where position = ${position}`.execute(live.db)
          middle = {
            position,
            hashes: new Map([...writers].map(([i, w]) => [marketStreamId(i), stateHash(w.engineState)])),
            digests: await projectionDigests(live.db, marketProjections),
            time: (rows[0] as { recorded_at: Date }).recorded_at.toISOString(),
          }
        }
      }
      await runner.catchUp()
    }, 120_000)

    afterAll(async () => {
      for (const writer of writers.values()) await writer.stop()
      await store.close()
      await live.destroy()
    })

    it('rebuilds the live state bit for bit from the log', async () => {
      const report = await audit()
      const events = positionToNumber((await store.readLastPosition()) as string)
      expect(report.position).toBe(events)
      expect(report.events).toBe(events)
      expect(events).toBeGreaterThan(5_000)
      for (const line of report.markets) {
        expect(line.verdict).toBe('MATCH')
        const instrument = line.streamId.split('-')[1] as Instrument
        // The writer's own memory, not only its restore, equals the replay.
        expect(line.replayHash).toBe(stateHash((writers.get(instrument) as MarketWriter).engineState))
      }
      const iqs = report.markets.find((m) => m.streamId === 'market-IQS')
      expect(iqs?.liveSnapshotVersion).toBeGreaterThan(0)
      expect(report.projections.map((p) => p.verdict)).toEqual(marketProjections.map(() => 'MATCH'))
      const rows = Object.fromEntries(
        report.projections.flatMap((p) => p.tables.map((t) => [t.table, t.rows])),
      )
      expect(rows.iqs_trades).toBeGreaterThan(300)
      expect(rows.iqs_account_history).toBeGreaterThan(600)
      expect(report.ok).toBe(true)
    })

    it('names the projection whose live table was altered', async () => {
      await sql`update iqs_balances set available = available + 1 where id = 'IQS:trader-3'`.execute(live.db)
      try {
        const report = await audit()
        const verdicts = Object.fromEntries(report.projections.map((p) => [p.name, p.verdict]))
        expect(verdicts).toEqual({
          'iqs-orders': 'MATCH',
          'iqs-trades': 'MATCH',
          'iqs-candles': 'MATCH',
          'iqs-book-levels': 'MATCH',
          'iqs-accounts': 'DIFFER',
        })
        expect(report.ok).toBe(false)
      } finally {
        await sql`update iqs_balances set available = available - 1 where id = 'IQS:trader-3'`.execute(
          live.db,
        )
      }
    })

    it('--until gives the book and the read models as of a middle position', async () => {
      expect(await resolveUntil(live.db, String(middle.position))).toBe(positionFromNumber(middle.position))
      expect(await resolveUntil(live.db, middle.time)).toBe(positionFromNumber(middle.position))

      const report = await audit(positionFromNumber(middle.position))
      expect(report.asOf).toBe(true)
      expect(report.position).toBe(middle.position)
      for (const line of report.markets) {
        expect(line.verdict).toBe('AS_OF')
        // The writer as it stood then...
        expect(line.replayHash).toBe(middle.hashes.get(line.streamId))
        // ...and the restore (snapshot when old enough, then the stream) up to that stream version.
        const { rows } = await sql<{ version: number | null }>`
          select max(stream_version) as version from events
          where stream_id = ${line.streamId} and position <= ${middle.position}`.execute(live.db)
        expect(line.version).toBe(rows[0]?.version ?? 0)
        const config = MARKET_CONFIGS[line.streamId.split('-')[1] as Instrument]
        const restored = await restoreMarket(store, line.streamId, config, { untilVersion: line.version })
        expect(stateHash(restored.state)).toBe(line.replayHash)
      }
      expect(report.projections.map((p) => p.replayDigest)).toEqual(middle.digests.map((d) => d.digest))
      // Not the final state: the session went on after the middle.
      const final = await projectionDigests(live.db, marketProjections)
      expect(report.projections.map((p) => p.replayDigest)).not.toEqual(final.map((d) => d.digest))
    })
  })
}
