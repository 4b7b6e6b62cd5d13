import type { Instrument } from '@iqs/engine'
import { netOfFee, normalizeEur, totalEur, unitsToEur, type MyTrade } from '@iqs/protocol'
import type { Selectable } from 'kysely'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import type { IqsTradesTable } from '../market-projections/market-tables.js'

/**
 * A book trade as one of its two traders sees it: my side, my order, my fee and what I pay or
 * receive; never the other trader's id, order or fee.
 */
export function myTradeFromRow(row: Selectable<IqsTradesTable>, traderId: string): MyTrade {
  const side = row.buyer_id === traderId ? 'BUY' : 'SELL'
  const decimals = priceDecimalsOf(row.instrument)
  const value = totalEur(row.price, row.quantity, decimals)
  const fee = normalizeEur(side === 'BUY' ? row.buyer_fee : row.seller_fee)
  return {
    id: row.trade_id,
    instrument: row.instrument as Instrument,
    side,
    role: row.taker_side === side ? 'TAKER' : 'MAKER',
    order_id: side === 'BUY' ? row.buy_order_id : row.sell_order_id,
    price: unitsToEur(row.price, decimals),
    quantity: String(row.quantity),
    value,
    fee,
    net: netOfFee(side, value, fee),
    settlement_status: row.settlement_status,
    executed_at: new Date(row.executed_at).toISOString(),
  }
}
