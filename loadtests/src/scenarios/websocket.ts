import type { IqsWsClientMessage, IqsWsServerMessage } from '@iqs/protocol'
// @ts-expect-error -- ws ships no types here (@types/ws is not installed); a few calls are used.
import WebSocket from 'ws'
import { priceUnits } from '@iqs/protocol'
import { runAtFixedRate } from '../fixed-rate.js'
import { Histogram } from '../histogram.js'
import { eurFromCents, iqsPriceDecimals } from '../market-terms.js'
import { recordAnswer } from '../metrics.js'
import type { ScenarioContext, ScenarioResult } from '../scenario.js'
import { TraderPool } from '../trader-pool.js'
import { createTraders, registerMember, tradersFor } from '../traders.js'
import { verifyLog } from '../verify-log.js'

/** Price levels (cents) only this scenario uses: away from the demo ladder (0.90-1.15), never crossing. */
const LEVELS: { side: 'BUY' | 'SELL'; cents: number }[] = [
  ...Array.from({ length: 40 }, (_, i) => ({ side: 'BUY' as const, cents: 50 + i })),
  ...Array.from({ length: 40 }, (_, i) => ({ side: 'SELL' as const, cents: 120 + i })),
]
/** A level's key: its price in the market's price units, negative for the sell side. */
const levelKey = (side: string, units: number) => (side === 'BUY' ? units : -units)
/** A subscription, as the protocol has it: subscribing again is also how a gap is repaired. */
const subscribe = (channel: IqsWsClientMessage['channel']) =>
  JSON.stringify({ op: 'subscribe', channel } satisfies IqsWsClientMessage)

/** One acknowledged (or in-flight) order on a level: the level's total once it is in the book. */
interface Probe {
  total: number
  ackAt: number | undefined
}

/** One subscriber's view: sequence numbers, repairs, and how far it has seen each level's probes. */
class Subscriber {
  bookSeq = -1
  tradesSeq = -1
  awaitingBook = true
  awaitingTrades = true
  gaps = 0
  repairs = 0
  readonly seenUpTo = new Map<number, number>()
  constructor(readonly ws: WebSocket) {}
}

/**
 * Many WebSocket subscribers to book.IQS and trades.IQS while traders place
 * orders at a fixed rate (issue 9). Each level has at most one order in
 * flight, so the level's quantity tells which orders a subscriber has
 * seen: the update lag is the time from the order's acknowledgement (201)
 * to the snapshot or delta that shows it (0 when the delta came first). A
 * subscriber that sees a sequence gap subscribes again (the protocol's
 * repair) and must have its fresh snapshot by the end.
 */
export async function websocketScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const { client, admin, metrics, options, baseUrl } = context
  const count = options.traders ?? tradersFor(options.rate)
  options.log(`creating ${count} traders and ${options.subscribers} subscribers...`)
  const traders = await createTraders(client, admin, count, {
    tokens: 100_000,
    runSeconds: options.durationSeconds + 60,
    label: context.runId,
  })
  const watcher = await registerMember(client, `${context.runId}-watch`)
  const cookie = watcher.session.header() ?? ''
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/api/iqs/ws`
  // The book's prices come with the market's decimals: levels are keyed in its price units.
  const priceDecimals = await iqsPriceDecimals(client, admin)
  const unitsOf = (price: string) => priceUnits(price, priceDecimals) ?? Number.NaN
  const keyOf = (level: (typeof LEVELS)[number]) => levelKey(level.side, unitsOf(eurFromCents(level.cents)))

  const probes = new Map<number, Probe[]>()
  const totals = new Map<number, number>()
  for (const level of LEVELS) probes.set(keyOf(level), [])
  const lag = new Histogram()
  let beforeAck = 0

  const see = (subscriber: Subscriber, key: number, quantity: number, now: number) => {
    const list = probes.get(key)
    if (!list) return
    let next = subscriber.seenUpTo.get(key) ?? 0
    while (next < list.length && list[next]!.total <= quantity) {
      const ackAt = list[next]!.ackAt
      if (ackAt === undefined) {
        beforeAck++
        lag.record(0)
      } else lag.record(Math.max(0, now - ackAt))
      next++
    }
    subscriber.seenUpTo.set(key, next)
  }
  const onMessage = (subscriber: Subscriber, raw: Buffer) => {
    const now = performance.now()
    // Typed by the protocol but not parsed with its schema: thousands of subscribers get hundreds of
    // thousands of frames a second, and zod on each would take the CPU from the server under test.
    const message = JSON.parse(raw.toString()) as IqsWsServerMessage
    if (message.type === 'error') return metrics.error(`ws error message ${message.code}`)
    if (message.type !== 'snapshot' && message.type !== 'delta') return
    if (message.channel === 'book.IQS') {
      const seq = message.seq
      if (message.type === 'snapshot') {
        if (subscriber.awaitingBook && subscriber.bookSeq >= 0) subscriber.repairs++
        subscriber.awaitingBook = false
        subscriber.bookSeq = seq
        for (const [price, qty] of message.data.bids)
          see(subscriber, levelKey('BUY', unitsOf(price)), Number(qty), now)
        for (const [price, qty] of message.data.asks)
          see(subscriber, levelKey('SELL', unitsOf(price)), Number(qty), now)
      } else if (!subscriber.awaitingBook) {
        if (seq <= subscriber.bookSeq) return
        if (seq !== subscriber.bookSeq + 1) {
          subscriber.gaps++
          subscriber.awaitingBook = true
          subscriber.ws.send(subscribe('book.IQS'))
          return
        }
        subscriber.bookSeq = seq
        for (const [side, price, qty] of message.data.changes)
          see(subscriber, levelKey(side, unitsOf(price)), Number(qty), now)
      }
    } else if (message.channel === 'trades.IQS') {
      const seq = message.seq
      if (message.type === 'snapshot') {
        if (subscriber.awaitingTrades && subscriber.tradesSeq >= 0) subscriber.repairs++
        subscriber.awaitingTrades = false
        subscriber.tradesSeq = seq
      } else if (!subscriber.awaitingTrades && seq > subscriber.tradesSeq) {
        if (seq !== subscriber.tradesSeq + 1) {
          subscriber.gaps++
          subscriber.awaitingTrades = true
          subscriber.ws.send(subscribe('trades.IQS'))
          return
        }
        subscriber.tradesSeq = seq
      }
    }
  }

  const subscribers: Subscriber[] = []
  let closedEarly = 0
  const connect = () =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(wsUrl, { headers: { cookie }, perMessageDeflate: false })
      const subscriber = new Subscriber(ws)
      ws.on('message', (raw: Buffer) => onMessage(subscriber, raw))
      ws.once('open', () => {
        subscribers.push(subscriber)
        ws.send(subscribe('book.IQS'))
        ws.send(subscribe('trades.IQS'))
        resolve()
      })
      ws.once('close', () => {
        if (!stopping) closedEarly++
      })
      ws.once('error', (error: Error) => {
        metrics.error(`ws connect: ${error.message.slice(0, 80)}`)
        resolve()
      })
    })
  let stopping = false
  const connectStart = performance.now()
  for (let i = 0; i < options.subscribers; i += 100)
    await Promise.all(Array.from({ length: Math.min(100, options.subscribers - i) }, connect))
  await waitFor(() => subscribers.every((s) => !s.awaitingBook && !s.awaitingTrades), 30_000)
  options.log(
    `${subscribers.length} subscribers with snapshots in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
  )

  const pool = new TraderPool(traders)
  const freeLevels = LEVELS.map((_, i) => i)
  const levelWaiters: (() => void)[] = []
  const accepted = new Set<string>()
  const { elapsedMs } = await runAtFixedRate(metrics, {
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    maxInFlight: 20_000,
    operation: async (index, scheduledAt) => {
      while (freeLevels.length === 0) await new Promise<void>((resolve) => levelWaiters.push(resolve))
      const levelIndex = freeLevels.shift()!
      const level = LEVELS[levelIndex]!
      const key = keyOf(level)
      const quantity = 2 + (index % 3)
      try {
        const lease = await pool.acquire()
        if (!lease) return metrics.error('no precomputed TOTP code left')
        const total = (totals.get(key) ?? 0) + quantity
        const probe: Probe = { total, ackAt: undefined }
        let answer
        try {
          totals.set(key, total)
          probes.get(key)!.push(probe)
          answer = await client.request(lease.trader.session, 'POST', '/api/iqs/order', {
            amount: quantity,
            price: eurFromCents(level.cents),
            isIQS: true,
            order_side: level.side,
            order_type: 'LIMIT',
            totp: lease.code,
            client_order_id: `ws${index}`,
          })
        } finally {
          pool.release(lease.trader)
        }
        if (recordAnswer(metrics, 'place', scheduledAt, answer, 201)) {
          probe.ackAt = performance.now()
          accepted.add(answer.body.data.id as string)
        } else {
          // Not in the book: later probes on this level would wait for quantity that never comes.
          totals.set(key, total - quantity)
          probes.get(key)!.pop()
        }
      } finally {
        freeLevels.push(levelIndex)
        levelWaiters.shift()?.()
      }
    },
  })

  const expected = [...probes].map(([key, list]) => [key, list.length] as const)
  const caughtUp = () =>
    subscribers.every((s) => expected.every(([key, n]) => (s.seenUpTo.get(key) ?? 0) >= n) && !s.awaitingBook)
  await waitFor(caughtUp, 10_000)
  let unseen = 0
  for (const s of subscribers)
    for (const [key, n] of expected) unseen += Math.max(0, n - (s.seenUpTo.get(key) ?? 0))
  const gaps = subscribers.reduce((sum, s) => sum + s.gaps, 0)
  const repairs = subscribers.reduce((sum, s) => sum + s.repairs, 0)
  const unrepaired = subscribers.filter((s) => s.awaitingBook || s.awaitingTrades).length
  stopping = true
  for (const s of subscribers) s.ws.terminate()

  options.log('checking the event log...')
  const logCheck = await verifyLog(client, admin, new Map([['OrderAccepted', accepted]]))
  const failures: string[] = []
  if (subscribers.length < options.subscribers)
    failures.push(`${options.subscribers - subscribers.length} subscribers could not connect`)
  if (closedEarly > 0) failures.push(`${closedEarly} sockets closed during the run`)
  if (unrepaired > 0) failures.push(`${unrepaired} subscribers saw a gap they did not repair`)
  if (unseen > 0) failures.push(`${unseen} (subscriber, order) updates never seen`)
  const summary = lag.summary()
  return {
    elapsedMs,
    orders: accepted.size,
    logCheck,
    extra: {
      traders: count,
      subscribers: subscribers.length,
      updateLagMs: {
        samples: summary.count,
        p50: summary.p50,
        p99: summary.p99,
        p999: summary.p999,
        max: summary.max,
      },
      updatesBeforeAck: beforeAck,
      gaps,
      repairs,
      unrepaired,
      unseen,
    },
    failures,
  }
}

async function waitFor(test: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!test() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
}
