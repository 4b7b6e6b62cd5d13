import type { FastifyInstance } from 'fastify'
import { readStreamState } from '../platform/event-sourcing/stream-command-handler.js'
import { decideSettlement, recordSettlementStep } from '../iqs/settlement/decide-settlement.js'
import { marketRefusal } from '../iqs/markets/market-refusals.js'
import { readYourWrites } from '../platform/projections/read-your-writes.js'
import {
  settlementDecider,
  settlementStreamId,
  type SettlementCommand,
} from '../iqs/settlement/settlement-decider.js'

/** The demo trade's crossing orders; their ids are also their market command ids. */
export const DEMO_TRADE_ORDERS = { sell: 'demo-activity-sell', buy: 'demo-activity-buy' } as const

/** The demo trade's size and price (cents): between the ladder's best bid and ask, so it rests nowhere. */
const QUANTITY = 100
const PRICE = 100

export interface DemoParties {
  seller: string
  buyer: string
  admin: string
}

/**
 * One book trade between the demo traders, settled to the end: both sides validated, the euros
 * marked received, accepted by the admin (the market moves the tokens, the platform signs). The
 * settlement feature's own functions write the steps (decide-settlement.ts, as the routes do); every
 * step is skipped once in the log.
 *
 * @returns how many commands or events were sent by this call.
 */
export async function seedDemoSettledTrade(app: FastifyInstance, parties: DemoParties): Promise<number> {
  let sent = 0
  for (const [orderId, side, traderId] of [
    [DEMO_TRADE_ORDERS.sell, 'SELL', parties.seller],
    [DEMO_TRADE_ORDERS.buy, 'BUY', parties.buyer],
  ] as const) {
    if (await app.eventStore.readCommandResult(orderId)) continue
    const outcome = await app.markets.submit('IQS', orderId, {
      type: 'PlaceOrder',
      orderId,
      traderId,
      side,
      orderType: 'LIMIT',
      price: PRICE,
      quantity: QUANTITY,
    })
    const refusal = marketRefusal('IQS', outcome.events)
    if (refusal) throw new Error(`demo order ${orderId} refused: ${refusal.message}`)
    sent++
  }

  await readYourWrites(app)
  const trade = await app.db
    .selectFrom('iqs_trades')
    .selectAll()
    .where('buy_order_id', '=', DEMO_TRADE_ORDERS.buy)
    .executeTakeFirst()
  if (!trade) throw new Error('the demo orders did not trade')
  const streamId = settlementStreamId(trade.trade_id)
  const { state } = await readStreamState(app.eventStore, streamId, settlementDecider)
  if (state.decision) return sent

  const record = async (by: string, command: SettlementCommand) => {
    sent += (await recordSettlementStep(app, trade.trade_id, by, command)).events.length
  }
  const tradeId = trade.trade_id
  const at = () => app.clock.date().toISOString()
  await record(parties.buyer, { type: 'Validate', tradeId, side: 'BUY', by: parties.buyer, at: at() })
  await record(parties.seller, { type: 'Validate', tradeId, side: 'SELL', by: parties.seller, at: at() })
  await record(parties.admin, { type: 'MarkEurosReceived', tradeId, by: parties.admin, at: at() })
  // The admin's accept, as the route does it: the market moves the tokens, the platform signs.
  sent += await decideSettlement(app, trade, parties.admin, true)
  return sent
}
