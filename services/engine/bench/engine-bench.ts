/**
 * Matching-engine benchmark: the fast book against nodejs-order-book on several seeded streams.
 *
 *   npm run bench:engine                 every stream, 500,000 operations each, and memory with 1,000,000 orders
 *   npm run bench:engine -- --json       the same, as JSON
 *   options: --ops N  --seed N  --stream NAME (one stream)  --quick (100,000 operations, no memory)
 *            --resting N (memory test size)  --skip-memory  --engine-only (profiling)
 *
 * The streams (STREAMS below) differ in depth, cancel share, market share and order sizes: the
 * mixed day (70 % limit orders around the mid, 25 % cancels, 5 % market orders, about 5,000
 * resting), a deep book, a thin book, cancel-heavy, market-heavy, and many small orders at one
 * level swept by large ones. Each is generated once, by running it through our engine to know
 * which orders rest (a limit order's price leans over the mid when more than the target rest,
 * so many rest and many cross), then replayed on fresh books of both. Buyers and sellers are
 * different traders, so no order can meet its own trader's (the engine would expire it, the
 * peer would trade): both books must then make the same trades, checked on every stream (trade
 * count, traded quantity, orders resting at the end).
 *
 * Throughput pass: the whole stream in one timed loop, nothing timed per operation.
 * Latency pass: the stream again on a fresh book, each operation timed with process.hrtime.bigint
 * (adds about 50 ns per operation, so its percentiles are slightly pessimistic).
 * Targets (issue 20): at least 10x the peer's throughput on every stream, p99.9 at most 10 µs.
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
const QUICK = args.includes('--quick')
const OPS = option('ops', QUICK ? 100_000 : 500_000)
const SEED = option('seed', 42)
const RESTING = option('resting', 1_000_000)
const ONLY = args.includes('--stream') ? args[args.indexOf('--stream') + 1] : undefined
const TRADERS = 1_000
const MID = 100_000
/** Targets of issue 20. */
const TARGET_RATIO = 10
const TARGET_P999_NS = 10_000

/** How a stream is drawn: the shares of each operation, the depth it keeps, prices and sizes. */
interface StreamProfile {
  name: string
  limit: number
  cancel: number
  market: number
  /** About this many orders rest: above it, new prices lean over the mid and cross more. */
  targetResting: number
  /** Spread of limit prices around the mid, in price units (one standard deviation, about). */
  spread: number
  /** Distance from the mid of a limit order's price when the book is at its target depth. */
  offset: number
  limitSize: [number, number]
  marketSize: [number, number]
}

const STREAMS: StreamProfile[] = [
  {
    name: 'mixed',
    limit: 0.7,
    cancel: 0.25,
    market: 0.05,
    targetResting: 5_000,
    spread: 10,
    offset: 6,
    limitSize: [1, 100],
    marketSize: [1, 100],
  },
  {
    name: 'deep',
    limit: 0.7,
    cancel: 0.25,
    market: 0.05,
    targetResting: 50_000,
    spread: 60,
    offset: 30,
    limitSize: [1, 100],
    marketSize: [1, 100],
  },
  {
    name: 'thin',
    limit: 0.7,
    cancel: 0.25,
    market: 0.05,
    targetResting: 100,
    spread: 2,
    offset: 1,
    limitSize: [1, 100],
    marketSize: [1, 100],
  },
  {
    name: 'cancel-heavy',
    limit: 0.55,
    cancel: 0.4,
    market: 0.05,
    targetResting: 5_000,
    spread: 10,
    offset: 6,
    limitSize: [1, 100],
    marketSize: [1, 100],
  },
  {
    name: 'market-heavy',
    limit: 0.6,
    cancel: 0.15,
    market: 0.25,
    targetResting: 5_000,
    spread: 10,
    offset: 6,
    limitSize: [1, 100],
    marketSize: [1, 100],
  },
  {
    name: 'one-level',
    limit: 0.94,
    cancel: 0.05,
    market: 0.01,
    targetResting: 5_000,
    spread: 0,
    offset: 1,
    limitSize: [1, 3],
    marketSize: [50, 150],
  },
]

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
function generate(ops: number, seed: number, profile: StreamProfile): Stream {
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
    // Buyers are the first half of the traders, sellers the second: no order meets its own trader's.
    s.trader[i] = (buy ? 0 : TRADERS / 2) + Math.floor(random() * (TRADERS / 2))
    const [low, high] =
      r < profile.cancel + profile.market && r >= profile.cancel ? profile.marketSize : profile.limitSize
    s.quantity[i] = low + Math.floor(random() * (high - low + 1))
    if (r < profile.cancel && live.length > 0) {
      s.kind[i] = CANCEL
      const id = live[Math.floor(random() * live.length)]!
      s.id[i] = id
      s.trader[i] = liveTrader.get(id)!
    } else if (r < profile.cancel + profile.market) {
      s.kind[i] = MARKET
      s.id[i] = `o${++orderNumber}`
    } else {
      s.kind[i] = LIMIT
      s.id[i] = `o${++orderNumber}`
      // More resting orders than the target -> prices lean over the mid and cross more often.
      const target = profile.targetResting
      const reach = 2 * profile.offset
      const lean = Math.max(-reach, Math.min(reach, Math.round((reach * (live.length - target)) / target)))
      const offset = profile.offset - lean + Math.round(gauss() * profile.spread)
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
  /** Tokens traded in all. */
  tradedQuantity: number
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
  summary(): { events: number; trades: number; traded: number; resting: number }
}

function engineRunner(s: Stream): Runner {
  let state = newMarket()
  const out: EngineEvent[] = []
  let events = 0
  let trades = 0
  let traded = 0
  return {
    reset() {
      state = newMarket()
      events = 0
      trades = 0
      traded = 0
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
        if (e.type === 'TradeExecuted') {
          trades++
          traded += e.quantity
        }
      }
      events += out.length - start
    },
    summary: () => ({ events, trades, traded, resting: state.book.size }),
  }
}

function peerRunner(s: Stream): Runner {
  let book = new PeerBook()
  let events = 0
  let trades = 0
  let traded = 0
  return {
    reset() {
      book = new PeerBook()
      events = 0
      trades = 0
      traded = 0
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
      // A market order's left-over is dropped, a limit order's rests: what is not left traded.
      traded += s.quantity[i]! - result.quantityLeft
    },
    summary() {
      // The peer has no order count in its API; its order map is read directly, once, after timing.
      const resting = Object.keys((book as unknown as { orders: object }).orders).length
      return { events, trades, traded, resting }
    },
  }
}

function measure(name: string, runner: Runner, stream: Stream, ops: number): Result {
  // Throughput pass.
  runner.reset()
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  for (let i = 0; i < ops; i++) runner.op(i)
  const seconds = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const { events, trades, traded, resting } = runner.summary()
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
    tradedQuantity: traded,
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
const profiles = STREAMS.filter((profile) => ONLY === undefined || profile.name === ONLY)
if (profiles.length === 0) throw new Error(`no stream ${ONLY}: ${STREAMS.map((p) => p.name).join(', ')}`)

/** One stream's figures: both books, the ratio, whether they made the same trades, the targets. */
function runStream(profile: StreamProfile) {
  const generateStart = performance.now()
  const stream = generate(OPS, SEED, profile)
  const generateSeconds = (performance.now() - generateStart) / 1000
  const counts = [0, 0, 0]
  for (let i = 0; i < OPS; i++) counts[stream.kind[i]!]!++
  const share = (kind: number) => Math.round((1000 * counts[kind]!) / OPS) / 10
  const engine = measure('@iqs/engine fast book', engineRunner(stream), stream, OPS)
  const peer = args.includes('--engine-only')
    ? engine
    : measure('nodejs-order-book 10', peerRunner(stream), stream, OPS)
  const sameTrades =
    engine.trades === peer.trades &&
    engine.tradedQuantity === peer.tradedQuantity &&
    engine.restingAtEnd === peer.restingAtEnd
  const throughputRatio = Math.round((engine.opsPerSecond / peer.opsPerSecond) * 100) / 100
  return {
    stream: profile.name,
    mixPercent: { limit: share(LIMIT), cancel: share(CANCEL), market: share(MARKET) },
    meanRestingOrders: stream.meanResting,
    generateSeconds: Math.round(generateSeconds * 100) / 100,
    engine,
    peer,
    sameTrades,
    throughputRatio,
    cpuThroughputRatio: Math.round((engine.opsPerCpuSecond / peer.opsPerCpuSecond) * 100) / 100,
    meetsTargets: sameTrades && throughputRatio >= TARGET_RATIO && engine.latencyNs.p999 <= TARGET_P999_NS,
  }
}

const streams = profiles.map(runStream)
const memory = args.includes('--skip-memory') || QUICK ? undefined : memoryPerOrder(RESTING)

const report = {
  operationsPerStream: OPS,
  seed: SEED,
  loadAverageAtStart: Math.round(loadAtStart * 100) / 100,
  cores: availableParallelism(),
  latencyMethod: 'separate pass on a fresh book, every operation timed with process.hrtime.bigint',
  targets: { throughputRatio: TARGET_RATIO, p999Ns: TARGET_P999_NS },
  streams,
  memory,
  node: process.version,
}

if (JSON_OUTPUT) {
  console.log(JSON.stringify(report, null, 2))
} else {
  const us = (ns: number): string => `${(ns / 1000).toFixed(2)} µs`
  const count = (n: number): string => n.toLocaleString('en-US')
  console.log(
    `${count(OPS)} operations per stream, seed ${SEED}; latency: ${report.latencyMethod}; ` +
      `machine: ${report.cores} cores, load average ${report.loadAverageAtStart} at start` +
      (loadAtStart > report.cores
        ? ' (other processes compete for the cores: wall-clock figures are depressed)'
        : ''),
  )
  console.log(
    `targets: >= ${TARGET_RATIO}x nodejs-order-book's throughput on every stream, p99.9 <= ${us(TARGET_P999_NS)}, the same trades`,
  )
  const header = [
    'stream',
    'limit/cancel/market %',
    'resting',
    '@iqs/engine ops/s',
    'peer ops/s',
    'ratio (CPU)',
    'p99.9',
    'same trades',
    'targets',
  ]
  const rows = streams.map((r) => [
    r.stream,
    `${r.mixPercent.limit}/${r.mixPercent.cancel}/${r.mixPercent.market}`,
    count(r.meanRestingOrders),
    count(r.engine.opsPerSecond),
    count(r.peer.opsPerSecond),
    `${r.throughputRatio}x (${r.cpuThroughputRatio}x)`,
    us(r.engine.latencyNs.p999),
    r.sameTrades
      ? `yes (${count(r.engine.trades)})`
      : `NO (${count(r.engine.trades)} vs ${count(r.peer.trades)})`,
    r.meetsTargets ? 'pass' : 'MISS',
  ])
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)))
  const print = (cells: string[]) => console.log(cells.map((cell, c) => cell.padEnd(widths[c]!)).join('  '))
  print(header)
  for (const row of rows) print(row)
  for (const r of streams)
    console.log(
      `${r.stream}: engine p50 ${us(r.engine.latencyNs.p50)} p99 ${us(r.engine.latencyNs.p99)} max ${us(r.engine.latencyNs.max)}; ` +
        (['limit', 'cancel', 'market'] as const)
          .map((k) => `${k} p99.9 ${us(r.engine.latencyByKindNs[k].p999)}`)
          .join(', '),
    )
  if (memory)
    console.log(
      `memory: ${memory.bytesPerOrder} bytes per resting order (${count(memory.restingOrders)} resting orders, heap + array buffers after gc)`,
    )
  console.log(`node ${process.version}`)
}
