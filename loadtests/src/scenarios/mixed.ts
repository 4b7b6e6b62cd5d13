import { runAtFixedRate } from '../fixed-rate.js'
import { recordAnswer } from '../metrics.js'
import type { ScenarioContext, ScenarioResult } from '../scenario.js'
import { TraderPool } from '../trader-pool.js'
import { createTraders, tradersFor, type Trader } from '../traders.js'
import { verifyLog } from '../verify-log.js'

/** The site's reads: the public pages', then the signed-in member's market pages (/api/iqs/*). */
const READS = [
  '/api/health',
  '/api/projects',
  '/api/publications',
  '/api/leaders',
  '/api/iqs/market-config',
  '/api/iqs/order/book?isIQS=true',
  '/api/iqs/trades?isIQS=true',
  '/api/iqs/news',
]

/**
 * A mixed day (issue 9), per 20 arrivals: 12 public reads, 4 orders (a
 * resting sell at 1.00 EUR, then a buy that takes it: trades that go to
 * settlement), 2 P2P sales (propose, the partner accepts), 2 settlement
 * validations by a buyer of one of its trades. Every operation must
 * succeed and every acknowledged order must be in the log once.
 */
export async function mixedScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const { client, admin, metrics, options } = context
  const orderRate = (options.rate * 4) / 20
  // At least four: the P2P sales and crossing orders go between different traders.
  const count = options.traders ?? tradersFor(orderRate, 4)
  options.log(`creating ${count} traders through the api...`)
  const traders = await createTraders(client, admin, count, {
    tokens: 100_000,
    runSeconds: options.durationSeconds + 60,
    label: context.runId,
  })
  const pool = new TraderPool(traders)
  const accepted = new Set<string>()
  const toValidate: { trader: Trader; tradeId: string }[] = []

  const placeOrder = async (index: number, scheduledAt: number, side: 'BUY' | 'SELL') => {
    const lease = await pool.acquire()
    if (!lease) return metrics.error('no precomputed TOTP code left')
    let answer
    try {
      answer = await client.request(lease.trader.session, 'POST', '/api/iqs/order', {
        amount: 2,
        price: '1.00',
        isIQS: true,
        order_side: side,
        order_type: 'LIMIT',
        totp: lease.code,
        client_order_id: `mx${index}`,
      })
    } finally {
      pool.release(lease.trader)
    }
    if (!recordAnswer(metrics, `order ${side.toLowerCase()}`, scheduledAt, answer, 201)) return
    accepted.add(answer.body.data.id as string)
    const fills = answer.body.data.fills as { trade_id: string }[]
    if (side === 'BUY')
      for (const fill of fills) toValidate.push({ trader: lease.trader, tradeId: fill.trade_id })
  }

  const { elapsedMs } = await runAtFixedRate(metrics, {
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    maxInFlight: 20_000,
    operation: async (index, scheduledAt) => {
      const slot = index % 20
      if (slot < 12) {
        const path = READS[index % READS.length]!
        const member = path.startsWith('/api/iqs/') ? traders[index % traders.length]!.session : undefined
        const answer = await client.request(member, 'GET', path)
        recordAnswer(metrics, `read ${path.split('?')[0]}`, scheduledAt, answer, 200)
      } else if (slot < 16) {
        await placeOrder(index, scheduledAt, slot % 2 === 0 ? 'SELL' : 'BUY')
      } else if (slot < 18) {
        const seller = traders[index % traders.length]!
        const buyer = traders[(index + 1) % traders.length]!
        const proposal = await client.request(seller.session, 'POST', '/api/iqs/p2p/propose', {
          to: buyer.id,
          amount: 1,
          isIQS: true,
          price: '1.00',
        })
        if (!recordAnswer(metrics, 'p2p propose', scheduledAt, proposal, 201)) return
        const id = proposal.body.data.id as string
        const accept = await client.request(
          buyer.session,
          'POST',
          `/api/iqs/p2p/${encodeURIComponent(id)}/accept`,
        )
        recordAnswer(metrics, 'p2p propose+accept', scheduledAt, accept, 200)
      } else {
        const next = toValidate.shift()
        if (!next) {
          const answer = await client.request(
            traders[index % traders.length]!.session,
            'GET',
            '/api/iqs/settlements',
          )
          recordAnswer(metrics, 'settlements list', scheduledAt, answer, 200)
          return
        }
        const answer = await client.request(
          next.trader.session,
          'POST',
          `/api/iqs/settlements/${encodeURIComponent(next.tradeId)}/validate`,
        )
        recordAnswer(metrics, 'settlement validate', scheduledAt, answer, 200)
      }
    },
  })
  options.log('checking the event log...')
  const logCheck = await verifyLog(client, admin, new Map([['OrderAccepted', accepted]]))
  return { elapsedMs, orders: accepted.size, logCheck, extra: { traders: count }, failures: [] }
}
