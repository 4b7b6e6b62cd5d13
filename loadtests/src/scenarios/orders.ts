import { runAtFixedRate } from '../fixed-rate.js'
import { eurFromCents } from '../market-terms.js'
import { recordAnswer } from '../metrics.js'
import type { ScenarioContext, ScenarioResult } from '../scenario.js'
import { TraderPool } from '../trader-pool.js'
import { createTraders, tradersFor } from '../traders.js'
import { verifyLog } from '../verify-log.js'

/**
 * Traders placing and cancelling orders over HTTP (issue 9): each arrival
 * is one limit order with its trader's TOTP code of the step, resting away from the market
 * (bids 0.50-0.89, asks 1.20-1.59 EUR, so nothing trades and the book stays
 * small), then its cancel as soon as it is acknowledged. Latency `place`
 * is the durable path HTTP -> event committed -> 201; `cancel` likewise.
 * Every acknowledged order must appear once as OrderAccepted and every
 * acknowledged cancel once as OrderCancelled.
 */
export async function ordersScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const { client, admin, metrics, options } = context
  const count = options.traders ?? tradersFor(options.rate)
  options.log(`creating ${count} traders through the api...`)
  const setupStart = performance.now()
  const traders = await createTraders(client, admin, count, {
    tokens: 100_000,
    runSeconds: options.durationSeconds + 60,
    label: context.runId,
  })
  options.log(`traders ready in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`)
  const pool = new TraderPool(traders)
  const accepted = new Set<string>()
  const cancelled = new Set<string>()
  const cancels: Promise<void>[] = []

  const { elapsedMs } = await runAtFixedRate(metrics, {
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    maxInFlight: 20_000,
    operation: async (index, scheduledAt) => {
      const lease = await pool.acquire()
      if (!lease) {
        metrics.error('no precomputed TOTP code left')
        return
      }
      const sell = index % 2 === 1
      const cents = sell ? 120 + (index % 40) : 50 + (index % 40)
      let answer
      try {
        answer = await client.request(lease.trader.session, 'POST', '/api/iqs/order', {
          amount: 2 + (index % 5),
          price: eurFromCents(cents),
          isIQS: true,
          order_side: sell ? 'SELL' : 'BUY',
          order_type: 'LIMIT',
          totp: lease.code,
          client_order_id: `lt${index}`,
        })
      } finally {
        pool.release(lease.trader)
      }
      if (!recordAnswer(metrics, 'place', scheduledAt, answer, 201)) return
      const id = answer.body.data.id as string
      accepted.add(id)
      const cancelAt = performance.now()
      const cancel = client
        .request(lease.trader.session, 'DELETE', `/api/iqs/order/${encodeURIComponent(id)}?isIQS=true`)
        .then((reply) => {
          if (recordAnswer(metrics, 'cancel', cancelAt, reply, 200)) cancelled.add(id)
        })
      cancels.push(cancel)
      await cancel
    },
  })
  await Promise.allSettled(cancels)
  options.log('checking the event log...')
  const logCheck = await verifyLog(
    client,
    admin,
    new Map([
      ['OrderAccepted', accepted],
      ['OrderCancelled', cancelled],
    ]),
  )
  return {
    elapsedMs,
    orders: accepted.size,
    logCheck,
    extra: {
      traders: count,
      cancelled: cancelled.size,
      durableCommandsPerSecond: round(((accepted.size + cancelled.size) * 1000) / elapsedMs),
    },
    failures: [],
  }
}

const round = (v: number) => Math.round(v * 10) / 10
