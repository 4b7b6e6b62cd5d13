/**
 * Replay benchmark: how fast the log rebuilds the engine and the read models.
 *
 *   npm run bench:replay                     1,000,000 events; PostgreSQL when DATABASE_URL is set, else PGlite
 *   npm run bench:replay -- --quick          100,000 events
 *   options: --events N  --seed N  --json  --skip-db (engine only)  --batch N (events per page, 10,000)
 *            --write-every N (events between writes of the folded read models, replayLog's default)
 *
 * (a) Engine alone: a seeded order flow (OrderFlow: limit, market, cancel, amend, settle, lock...) is
 *     decided and applied on one state until it has produced N events, kept in memory; then `evolve`
 *     of all of them into a fresh state is timed (best of 3) and its stateHash checked.
 * (b) From the database: the same events are appended to a scratch schema (`bench_<random>`, dropped
 *     at the end; an in-memory PGlite without DATABASE_URL) with the store's own `appendMany`, 5,000
 *     events per append, hash chain included; then `replayLog` is timed: reading the whole log (the
 *     next page read while the current one applies), `evolve` into the engine and the market
 *     projections folded in memory, their rows written in bulk every `--write-every` events while
 *     the next ones fold. The rebuilt engine's hash must equal (a)'s.
 */
import { databaseConfigFromEnv } from '@iqs/database'
import { decide, evolve, initialState, stateHash, type EngineEvent } from '@iqs/engine'
import { createPostgresEventStore, type NewEvent } from '@iqs/eventstore'
import { marketStreamId } from '@iqs/exchange'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { openScratchDatabase } from '../src/audit/replay-scratch.js'
import { replayLog } from '../src/audit/replay-log.js'
import { MARKET_CONFIGS } from '../src/iqs/markets/initial-market-configs.js'
import { marketProjections } from '../src/iqs/market-projections/market-projections.js'
import { OrderFlow } from './order-flow.js'

const { values } = parseArgs({
  options: {
    events: { type: 'string' },
    seed: { type: 'string' },
    batch: { type: 'string' },
    'write-every': { type: 'string' },
    quick: { type: 'boolean' },
    json: { type: 'boolean' },
    'skip-db': { type: 'boolean' },
  },
})
const EVENTS = Number(values.events ?? (values.quick ? 100_000 : 1_000_000))
const SEED = Number(values.seed ?? 42)
const BATCH = Number(values.batch ?? 10_000)
const CONFIG = MARKET_CONFIGS.IQS
const STREAM = marketStreamId('IQS')
const START = Date.UTC(2026, 0, 5, 9, 0)

interface Row {
  scenario: string
  events: number
  seconds: number
  eventsPerSecond: number
  note?: string
}

const rows: Row[] = []
const row = (scenario: string, events: number, seconds: number, note?: string) => {
  rows.push({ scenario, events, seconds, eventsPerSecond: events / seconds, ...(note ? { note } : {}) })
  if (!values.json) console.error(`  ${scenario}: ${(events / seconds).toFixed(0)} events/s`)
}

// (a) Generate the stream, then time evolve alone.
let started = performance.now()
const live = initialState(CONFIG)
const flow = new OrderFlow({ seed: SEED })
const events: EngineEvent[] = []
let commands = 0
while (events.length < EVENTS) {
  const command = flow.next()
  const produced = decide(live, { ...command, at: START + commands++ * 50 } as never)
  for (const event of produced) {
    evolve(live, event)
    events.push(event)
  }
  flow.observe(produced)
}
row(
  'decide + evolve (generation)',
  events.length,
  (performance.now() - started) / 1000,
  `${commands} commands`,
)
const liveHash = stateHash(live)

let best = Infinity
for (let run = 0; run < 3; run++) {
  const state = initialState(CONFIG)
  const t0 = performance.now()
  for (let i = 0; i < events.length; i++) evolve(state, events[i] as EngineEvent)
  best = Math.min(best, performance.now() - t0)
  if (stateHash(state) !== liveHash) throw new Error('evolve of the recorded events gave another state')
}
row('evolve only (in memory, best of 3)', events.length, best / 1000, 'stateHash = live')

// (b) Through the database.
const config = databaseConfigFromEnv(process.env, './data')
const backend = config.kind
if (!values['skip-db']) {
  // As `npm run replay` does: read models unlogged, the appended log itself logged like the live one.
  const scratch = await openScratchDatabase(config, {
    prefix: 'bench',
    unlogged: ['event_checkpoints', ...marketProjections.flatMap((p) => p.tables)],
  })
  const store = createPostgresEventStore({ db: scratch.db as never })
  try {
    started = performance.now()
    let version = 0
    for (let i = 0; i < events.length; i += 5_000) {
      const chunk = events.slice(i, i + 5_000)
      const batch: NewEvent[] = chunk.map((event) => ({
        eventId: randomUUID(),
        type: event.type,
        data: event,
        metadata: { time: new Date(event.at).toISOString() },
      }))
      const [result] = await store.appendMany([{ streamId: STREAM, expectedVersion: version, events: batch }])
      version = result?.nextExpectedVersion ?? version
    }
    row(`${backend}: write (appendMany, 5,000/append)`, events.length, (performance.now() - started) / 1000)

    started = performance.now()
    let read = 0
    let after: string | undefined
    for (;;) {
      const page = await store.readAll({ ...(after ? { after } : {}), limit: BATCH })
      read += page.length
      after = page.at(-1)?.position
      if (page.length < BATCH) break
    }
    row(`${backend}: read the log only (${BATCH}/page)`, read, (performance.now() - started) / 1000)

    const replay = await replayLog({
      store,
      scratch: scratch.db,
      projections: marketProjections,
      markets: [{ streamId: STREAM, config: CONFIG }],
      batchSize: BATCH,
      ...(values['write-every'] ? { writeEvery: Number(values['write-every']) } : {}),
    })
    const replayed = replay.markets[0]
    if (replayed?.hash !== liveHash) throw new Error('the replay from the database gave another engine state')
    const { rows: counts } = await sql<{ rows: number }>`
      select (select count(*) from iqs_orders) + (select count(*) from iqs_trades)
        + (select count(*) from iqs_account_history) + (select count(*) from iqs_order_rejections)
        + (select count(*) from iqs_candles) + (select count(*) from iqs_book_levels)
        + (select count(*) from iqs_balances) as rows`.execute(scratch.db)
    row(
      `${backend}: read + evolve + 5 projections`,
      replay.events,
      replay.seconds,
      `evolve ${replay.evolveSeconds.toFixed(2)} s, final write ${replay.writeSeconds.toFixed(2)} s; ${counts[0]?.rows ?? 0} read-model rows; stateHash = live`,
    )
  } finally {
    await store.close()
    await scratch.destroy()
  }
}

const machine = `${availableParallelism()} cores, load ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}`
if (values.json)
  console.log(JSON.stringify({ events: EVENTS, seed: SEED, batch: BATCH, machine, rows }, null, 2))
else {
  console.log(`\nreplay bench: ${events.length} events, seed ${SEED}, ${machine}\n`)
  const header = ['scenario', 'events', 'seconds', 'events/s', 'note']
  const cells = rows.map((r) => [
    r.scenario,
    r.events.toLocaleString('en'),
    r.seconds.toFixed(2),
    Math.round(r.eventsPerSecond).toLocaleString('en'),
    r.note ?? '',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)))
  for (const line of [header, widths.map((w) => '-'.repeat(w)), ...cells])
    console.log(
      line
        .map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
}
