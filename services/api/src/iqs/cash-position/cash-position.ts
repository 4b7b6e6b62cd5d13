import { compileFeeSchedule, computeFee, type Instrument } from '@iqs/engine'
import { moneyDecimals, netOfFee, sumDecimals, totalEur, type CashPosition } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import { appError } from '../../platform/errors.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'

/**
 * A trader's euros on one market, from the read models (issue 14): what the trades in settlement
 * owe or bring (iqs_trades with iqs_settlements: bought and not settled is owed until the platform
 * marks the euros received, then paid; sold and not settled is due), and what the open buy orders
 * commit (iqs_orders: price x remaining, plus the fee of that fill at the live engine's fee
 * schedule, as the order preview prices it). Every sum exact (protocol money module).
 *
 * Why no euro balance: euros are settled outside the platform; this says what the trader has
 * engaged, next to the tokens.
 */
export async function cashPosition(
  app: FastifyInstance,
  traderId: string,
  instrument: Instrument,
): Promise<CashPosition> {
  const decimals = priceDecimalsOf(instrument)
  const [trades, buys, book] = await Promise.all([
    app.db
      .selectFrom('iqs_trades')
      .leftJoin('iqs_settlements', 'iqs_settlements.trade_id', 'iqs_trades.trade_id')
      .select([
        'iqs_trades.price',
        'iqs_trades.quantity',
        'iqs_trades.buyer_id',
        'iqs_trades.buyer_fee',
        'iqs_trades.seller_fee',
        'iqs_settlements.euros_received_at',
      ])
      .where('iqs_trades.instrument', '=', instrument)
      .where('iqs_trades.settlement_status', '=', 'PENDING')
      .where((eb) =>
        eb.or([eb('iqs_trades.buyer_id', '=', traderId), eb('iqs_trades.seller_id', '=', traderId)]),
      )
      .execute(),
    app.db
      .selectFrom('iqs_orders')
      .select(['price', 'remaining'])
      .where('trader_id', '=', traderId)
      .where('instrument', '=', instrument)
      .where('side', '=', 'BUY')
      .where('status', 'in', ['OPEN', 'PARTIALLY_FILLED'])
      .execute(),
    app.markets.bookSnapshot(instrument, 0),
  ])
  const { terms } = book
  const fees = compileFeeSchedule(terms.feeMinimumEur, terms.feePercent, terms.priceDecimals)
  if (!fees) throw appError('FEE_INVALID')

  const owed: string[] = []
  const paid: string[] = []
  const due: string[] = []
  for (const trade of trades) {
    const value = totalEur(trade.price, trade.quantity, decimals)
    if (trade.buyer_id === traderId)
      (trade.euros_received_at ? paid : owed).push(netOfFee('BUY', value, trade.buyer_fee))
    else due.push(netOfFee('SELL', value, trade.seller_fee))
  }
  const committed: string[] = []
  let committedOrders = 0
  for (const order of buys) {
    if (order.price === null || order.remaining <= 0) continue
    committedOrders++
    committed.push(
      totalEur(order.price, order.remaining, decimals),
      computeFee(fees, order.price, order.remaining),
    )
  }
  const sum = (amounts: string[]) => sumDecimals(amounts, moneyDecimals(decimals))
  return {
    instrument,
    owed: sum(owed),
    owed_trades: owed.length,
    paid: sum(paid),
    paid_trades: paid.length,
    due: sum(due),
    due_trades: due.length,
    committed: sum(committed),
    committed_orders: committedOrders,
  }
}
