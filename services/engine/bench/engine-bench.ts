/**
 * Matching-engine benchmark: the fast book against nodejs-order-book on one seeded stream.
 *
 *   npm run bench:engine                 full run (1,000,000 operations, memory with 1,000,000 orders)
 *   npm run bench:engine -- --json       the same, as JSON
 *   options: --ops N  --seed N  --resting N (memory test size)  --skip-memory  --engine-only (profiling)
 *
 * The stream: 70 % limit orders around the mid price (the price offset adapts so that about 5,000
 * orders rest, hence many rest and many cross), 25 % cancels of random resting orders, 5 % market
 * orders; 1,000 traders, quantities 1..100. It is generated once, by running it through our engine
 * to know which orders rest, then replayed on fresh books.
 *
 * Throughput pass: the whole stream in one timed loop, nothing timed per operation.
 * Latency pass: the stream again on a fresh book, each operation timed with process.hrtime.bigint
 * (adds about 50 ns per operation, so its percentiles are slightly pessimistic).
 */
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { OrderBook as PeerBook, Side as PeerSide } from 'nodejs-order-book'
import { decideInto, evolve, initialState } from '../src/index.js'
import type { EngineCommand, EngineEvent, EngineState } from '../src/index.js'

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(args[i + 1])
}
const JSON_OUTPUT = args.includes('--json')
const OPS = option('ops', 1_000_000)
const SEED = option('seed', 42)
const RESTING = option('resting', 1_000_000)
const TARGET_RESTING = 5_000
const TRADERS = 1_000
const MID = 100_000

const LIMIT = 0
const CANCEL = 1
const MARKET = 2

/** mulberry32: small, seeded, reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Stream {
  kind: Uint8Array
  buy: Uint8Array
  price: Int32Array
  quantity: Int32Array
  trader: Int32Array
  /** Order id of the limit order placed, or of the order cancelled. */
  id: string[]
  /** Resting orders before each operation, on average. */
  meanResting: number
}

const traderIds = Array.from({ length: TRADERS }, (_, i) => `t${i}`)

function newMarket(): EngineState {
  const state = initialState({
    instrument: 'IQS',
    referencePrice: MID,
    feeMinimumEur: '1.00',
    feePercent: '0.25',
    book: 'fast',
    finishedOrderMemory: Number(process.env.FINISHED ?? 100_000),
  })
  for (const traderId of traderIds) {
    const events: EngineEvent[] = []
    decideInto(
      state,
      {
        type: 'CreditTokens',
        traderId,
        quantity: 1e9,
        source: 'TREASURY_ALLOCATION',
        reference: traderId,
        at: 0,
      },
      events,
    )
    for (const e of events) evolve(state, e)
  }
  return state
}

function command(s: Stream, i: number): EngineCommand {
  const kind = s.kind[i]
  const traderId = traderIds[s.trader[i]!]!
  if (kind === CANCEL) return { type: 'CancelOrder', orderId: s.id[i]!, traderId, at: i }
  return {
    type: 'PlaceOrder',
    orderId: s.id[i]!,
    traderId,
    side: s.buy[i] ? 'BUY' : 'SELL',
    orderType: kind === LIMIT ? 'LIMIT' : 'MARKET',
    price: s.price[i]!,
    quantity: s.quantity[i]!,
    at: i,
  }
}

/** Builds the stream while running it, so that cancels can target orders that really rest. */
function generate(ops: number, seed: number): Stream {
  const random = rng(seed)
  const s: Stream = {
    kind: new Uint8Array(ops),
    buy: new Uint8Array(ops),
    price: new Int32Array(ops),
    quantity: new Int32Array(ops),
    trader: new Int32Array(ops),
    id: new Array<string>(ops),
    meanResting: 0,
  }
  const state = newMarket()
  const live: string[] = []
  const liveIndex = new Map<string, number>()
  const liveTrader = new Map<string, number>()
  const drop = (id: string): void => {
    const i = liveIndex.get(id)
    if (i === undefined) return
    const last = live.pop()!
    if (last !== id) {
      live[i] = last
      liveIndex.set(last, i)
    }
    liveIndex.delete(id)
    liveTrader.delete(id)
  }
  const gauss = (): number => (random() + random() + random() + random() - 2) * 1.7
  const events: EngineEvent[] = []
  let orderNumber = 0
  let restingSum = 0
  for (let i = 0; i < ops; i++) {
    restingSum += live.length
    const r = random()
    const buy = random() < 0.5
    s.buy[i] = buy ? 1 : 0
    s.trader[i] = Math.floor(random() * TRADERS)
    s.quantity[i] = 1 + Math.floor(random() * 100)
    if (r < 0.25 && live.length > 0) {
      s.kind[i] = CANCEL
      const id = live[Math.floor(random() * live.length)]!
      s.id[i] = id
      s.trader[i] = liveTrader.get(id)!
    } else if (r < 0.3) {
      s.kind[i] = MARKET
      s.id[i] = `o${++orderNumber}`
    } else {
      s.kind[i] = LIMIT
      s.id[i] = `o${++orderNumber}`
      // More resting orders than the target -> prices lean over the mid and cross more often.
      const lean = Math.max(
        -12,
        Math.min(12, Math.round((12 * (live.length - TARGET_RESTING)) / TARGET_RESTING)),
      )
      const offset = 6 - lean + Math.round(gauss() * 10)
      s.price[i] = buy ? MID - offset : MID + offset
    }
    const c = command(s, i)
    events.length = 0
    decideInto(state, c, events)
    for (const e of events) {
      evolve(state, e)
      if (e.type === 'OrderRested') {
        liveIndex.set(e.orderId, live.length)
        live.push(e.orderId)
        liveTrader.set(e.orderId, s.trader[i]!)
      } else if (e.type === 'OrderCancelled') drop(e.orderId)
      else if (e.type === 'TradeExecuted' && e.makerRemaining === 0) drop(e.makerOrderId)
    }
  }
  s.meanResting = Math.round(restingSum / ops)
  return s
}

interface Result {
  name: string
  /** Operations per wall-clock second. */
  opsPerSecond: number
  /** Operations per second of this process's CPU time: steadier when other processes share the cores. */
  opsPerCpuSecond: number
  seconds: number
  events: number
  trades: number
  restingAtEnd: number
  latencyNs: { p50: number; p99: number; p999: number; max: number }
  /** The same percentiles per kind of operation (cancels show whether a cancel is O(1)). */
  latencyByKindNs: Record<'limit' | 'cancel' | 'market', { p50: number; p99: number; p999: number }>
}

const percentile = (sorted: Float64Array, q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

type Runner = {
  reset(): void
  op(i: number): void
  summary(): { events: number; trades: number; resting: number }
}

function engineRunner(s: Stream): Runner {
  let state = newMarket()
  const out: EngineEvent[] = []
  let events = 0
  let trades = 0
  return {
    reset() {
      state = newMarket()
      events = 0
      trades = 0
    },
    op(i) {
      // Appending and clearing now and then: `out.length = 0` after every operation would be a
      // runtime call that also drops the array's backing store, reallocated by the next push.
      if (out.length > 64) out.length = 0
      const start = out.length
      decideInto(state, command(s, i), out)
      for (let k = start; k < out.length; k++) {
        const e = out[k]!
        evolve(state, e)
        if (e.type === 'TradeExecuted') trades++
      }
      events += out.length - start
    },
    summary: () => ({ events, trades, resting: state.book.size }),
  }
}

function peerRunner(s: Stream): Runner {
  let book = new PeerBook()
  let events = 0
  let trades = 0
  return {
    reset() {
      book = new PeerBook()
      events = 0
      trades = 0
    },
    op(i) {
      const kind = s.kind[i]
      if (kind === CANCEL) {
        if (book.cancel(s.id[i]!) !== undefined) events++
        return
      }
      const side = s.buy[i] ? PeerSide.BUY : PeerSide.SELL
      const result =
        kind === LIMIT
          ? book.limit({ id: s.id[i]!, side, size: s.quantity[i]!, price: s.price[i]! })
          : book.market({ side, size: s.quantity[i]! })
      // `done` lists the filled makers and, when it filled, the taker itself; `partial` is the order
      // left partly filled, maker or taker.
      const taker = s.id[i]!
      let fills = 0
      for (const o of result.done) if (o.id !== taker) fills++
      if (result.partial !== null && result.partial.id !== taker) fills++
      trades += fills
      events += 1 + fills
    },
    summary() {
      // The peer has no order count in its API; its order map is read directly, once, after timing.
      const resting = Object.keys((book as unknown as { orders: object }).orders).length
      return { events, trades, resting }
    },
  }
}

function measure(name: string, runner: Runner, ops: number): Result {
  // Throughput pass.
  runner.reset()
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  for (let i = 0; i < ops; i++) runner.op(i)
  const seconds = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const { events, trades, resting } = runner.summary()
  // Latency pass on a fresh book.
  runner.reset()
  const latency = new Float64Array(ops)
  for (let i = 0; i < ops; i++) {
    const a = process.hrtime.bigint()
    runner.op(i)
    latency[i] = Number(process.hrtime.bigint() - a)
  }
  const byKind = (kind: number) => {
    const picked = new Float64Array(ops)
    let n = 0
    for (let i = 0; i < ops; i++) if (stream.kind[i] === kind) picked[n++] = latency[i]!
    const sorted = picked.subarray(0, n).sort()
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), p999: percentile(sorted, 0.999) }
  }
  const latencyByKindNs = { limit: byKind(LIMIT), cancel: byKind(CANCEL), market: byKind(MARKET) }
  latency.sort()
  const at = (q: number): number => percentile(latency, q)
  return {
    name,
    opsPerSecond: Math.round(ops / seconds),
    opsPerCpuSecond: Math.round(ops / cpuSeconds),
    seconds,
    events,
    trades,
    restingAtEnd: resting,
    latencyNs: { p50: at(0.5), p99: at(0.99), p999: at(0.999), max: latency[ops - 1]! },
    latencyByKindNs,
  }
}

function gcFunction(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc
  if (existing) return existing
  // Same as --expose-gc, turned on from inside so the npm script needs no node flag.
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

/** Heap growth per resting order of the fast book, with `count` orders on 10,000 levels. */
function memoryPerOrder(count: number): { restingOrders: number; bytesPerOrder: number } {
  const gc = gcFunction()
  const state = newMarket()
  const out: EngineEvent[] = []
  gc()
  gc()
  const before = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers
  for (let i = 0; i < count; i++) {
    const buy = i % 2 === 0
    const distance = 1 + (i % 5_000)
    out.length = 0
    decideInto(
      state,
      {
        type: 'PlaceOrder',
        orderId: `m${i}`,
        traderId: traderIds[i % TRADERS]!,
        side: buy ? 'BUY' : 'SELL',
        orderType: 'LIMIT',
        price: buy ? MID - distance : MID + distance,
        quantity: 10,
        at: i,
      },
      out,
    )
    for (const e of out) evolve(state, e)
  }
  out.length = 0
  gc()
  gc()
  const after = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers
  if (state.book.size !== count)
    throw new Error(`memory test: ${state.book.size} orders rest, expected ${count}`)
  return { restingOrders: count, bytesPerOrder: Math.round((after - before) / count) }
}

const loadAtStart = loadavg()[0]!
const generateStart = performance.now()
const stream = generate(OPS, SEED)
const generateSeconds = (performance.now() - generateStart) / 1000
let mix = [0, 0, 0]
for (let i = 0; i < OPS; i++) mix[stream.kind[i]!]!++
mix = mix.map((n) => Math.round((1000 * n) / OPS) / 10)

const engine = measure('@iqs/engine fast book', engineRunner(stream), OPS)
const peer = args.includes('--engine-only')
  ? engine
  : measure('nodejs-order-book 10', peerRunner(stream), OPS)
const memory = args.includes('--skip-memory') ? undefined : memoryPerOrder(RESTING)

const report = {
  operations: OPS,
  seed: SEED,
  mixPercent: { limit: mix[LIMIT], cancel: mix[CANCEL], market: mix[MARKET] },
  meanRestingOrders: stream.meanResting,
  generateSeconds: Math.round(generateSeconds * 100) / 100,
  loadAverageAtStart: Math.round(loadAtStart * 100) / 100,
  cores: availableParallelism(),
  latencyMethod: 'separate pass on a fresh book, every operation timed with process.hrtime.bigint',
  engine,
  peer,
  throughputRatio: Math.round((engine.opsPerSecond / peer.opsPerSecond) * 100) / 100,
  cpuThroughputRatio: Math.round((engine.opsPerCpuSecond / peer.opsPerCpuSecond) * 100) / 100,
  memory,
  node: process.version,
}

if (JSON_OUTPUT) {
  console.log(JSON.stringify(report, null, 2))
} else {
  const us = (ns: number): string => `${(ns / 1000).toFixed(2)} µs`
  const line = (r: Result): string =>
    [
      `${r.name.padEnd(24)} ${r.opsPerSecond.toLocaleString('en-US').padStart(11)} ops/s`,
      `(${r.opsPerCpuSecond.toLocaleString('en-US')} per CPU-second)`,
      `p50 ${us(r.latencyNs.p50)}  p99 ${us(r.latencyNs.p99)}  p99.9 ${us(r.latencyNs.p999)}  max ${us(r.latencyNs.max)}`,
      `(${r.trades.toLocaleString('en-US')} trades, ${r.restingAtEnd.toLocaleString('en-US')} resting at end)`,
    ].join('  ') +
    `\n${''.padEnd(24)} by operation, p50 / p99 / p99.9:  ` +
    (['limit', 'cancel', 'market'] as const)
      .map((k) => {
        const l = r.latencyByKindNs[k]
        return `${k} ${us(l.p50)} / ${us(l.p99)} / ${us(l.p999)}`
      })
      .join(',  ')
  console.log(
    `stream: ${OPS.toLocaleString('en-US')} operations, seed ${SEED}, ` +
      `limit ${report.mixPercent.limit} % / cancel ${report.mixPercent.cancel} % / market ${report.mixPercent.market} %, ` +
      `${report.meanRestingOrders.toLocaleString('en-US')} resting orders on average`,
  )
  console.log(`latency: ${report.latencyMethod}`)
  console.log(
    `machine: ${report.cores} cores, load average ${report.loadAverageAtStart} at start` +
      (loadAtStart > report.cores
        ? ' (other processes compete for the cores: wall-clock figures are depressed)'
        : ''),
  )
  console.log(line(engine))
  console.log(line(peer))
  console.log(
    `throughput ratio: ${report.throughputRatio}x nodejs-order-book (wall clock), ${report.cpuThroughputRatio}x (CPU time)`,
  )
  if (memory)
    console.log(
      `memory: ${memory.bytesPerOrder} bytes per resting order (${memory.restingOrders.toLocaleString('en-US')} resting orders, heap + array buffers after gc)`,
    )
  console.log(`node ${process.version}`)
}
