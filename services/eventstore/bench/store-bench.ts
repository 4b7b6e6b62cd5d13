import { testDatabases, type TestDatabase } from '@iqs/database'
import { randomUUID } from 'node:crypto'
import { createPostgresEventStore, type NewEvent } from '../src/index.js'

// `npm run bench:store [-- --json]`: append throughput and latency of the
// PostgreSQL event store at 1 and 100 events per transaction, on PGlite and,
// when DATABASE_URL is set, on PostgreSQL; then reading the whole log back.
// One writer appends in a loop, as the market writer does.

interface Row {
  backend: string
  scenario: string
  events: number
  seconds: number
  eventsPerSecond: number
  p50Ms?: number
  p99Ms?: number
}

const json = process.argv.includes('--json')
const quick = process.argv.includes('--quick')
const scenarios = [
  { batch: 1, appends: quick ? 500 : 3000 },
  { batch: 100, appends: quick ? 100 : 1000 },
  { batch: 1000, appends: quick ? 10 : 100 },
]

/** A market-sized event: an order accepted with its price, quantity and owner. */
const event = (i: number): NewEvent => ({
  eventId: randomUUID(),
  type: 'OrderAccepted',
  data: {
    orderId: `o-${i}`,
    side: i % 2 ? 'buy' : 'sell',
    priceTicks: 10_000 + (i % 50),
    quantity: 5,
    userId: 42,
  },
  metadata: { commandId: randomUUID(), userId: 42, time: '2030-01-01T00:00:00.000Z' },
})

async function benchBackend(backend: TestDatabase): Promise<Row[]> {
  const handle = await backend.open()
  const store = createPostgresEventStore({ db: handle.db })
  const rows: Row[] = []
  try {
    let total = 0
    for (const { batch, appends } of scenarios) {
      const streamId = `bench-${batch}`
      const latencies: number[] = []
      let version = 0
      // Warm up the connection, the statement plans and the JIT.
      for (let i = 0; i < 20; i++) {
        version = (
          await store.append(
            streamId,
            version,
            Array.from({ length: batch }, (_, j) => event(j)),
          )
        ).nextExpectedVersion
      }
      const started = performance.now()
      for (let i = 0; i < appends; i++) {
        const batchEvents = Array.from({ length: batch }, (_, j) => event(i * batch + j))
        const before = performance.now()
        version = (await store.append(streamId, version, batchEvents)).nextExpectedVersion
        latencies.push(performance.now() - before)
      }
      const seconds = (performance.now() - started) / 1000
      total += (appends + 20) * batch
      latencies.sort((a, b) => a - b)
      rows.push({
        backend: backend.name,
        scenario: `append, ${batch} event${batch > 1 ? 's' : ''}/tx`,
        events: appends * batch,
        seconds,
        eventsPerSecond: (appends * batch) / seconds,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
      })
    }
    const started = performance.now()
    let read = 0
    for (
      let after: string | undefined, page;
      (page = await store.readAll({ after, limit: 5000 })).length > 0;
    ) {
      read += page.length
      after = page.at(-1)?.position
    }
    if (read !== total) throw new Error(`Read ${read} events back, appended ${total}`)
    const seconds = (performance.now() - started) / 1000
    rows.push({
      backend: backend.name,
      scenario: 'read all, 5000/page',
      events: read,
      seconds,
      eventsPerSecond: read / seconds,
    })
  } finally {
    await store.close()
    await handle.destroy()
  }
  return rows
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
}

const results: Row[] = []
for (const backend of testDatabases()) results.push(...(await benchBackend(backend)))

if (json) {
  console.log(JSON.stringify(results, null, 2))
} else {
  const header = ['backend', 'scenario', 'events', 'events/s', 'p50 ms', 'p99 ms']
  const lines = results.map((r) => [
    r.backend,
    r.scenario,
    String(r.events),
    Math.round(r.eventsPerSecond).toLocaleString('en-US'),
    r.p50Ms?.toFixed(2) ?? '',
    r.p99Ms?.toFixed(2) ?? '',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] as string).length)))
  for (const line of [header, ...lines])
    console.log(line.map((cell, i) => cell.padEnd(widths[i] as number)).join('  '))
}
