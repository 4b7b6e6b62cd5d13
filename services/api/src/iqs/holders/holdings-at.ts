import { TREASURY_ID, type EngineEvent, type Instrument } from '@iqs/engine'
import { sumEur, totalEur } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { MARKET_CONFIGS } from '../markets/initial-market-configs.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'

export interface HolderBalance {
  IQS: number
  OST: number
  /** Euros paid for tokens bought and settled, exact (a decimal string). */
  invested: string
}

export interface Holdings {
  /** The log position this reflects. */
  position: number
  /** Reference prices (each market's price units) at that position. */
  prices: Record<Instrument, number>
  /** Trader id -> shares; the treasury is left out. */
  holders: Map<string, HolderBalance>
}

/** The only market events that change who holds how many shares, or the price. */
const TYPES = [
  'TokensCredited',
  'TokensCreated',
  'TokensAllocated',
  'TradeExecuted',
  'P2PTradeExecuted',
  'TradeSettled',
  'LockConsumed',
  'ReferencePriceSet',
]

/**
 * Every trader's shares as of a log position (the end of the log when omitted), rebuilt from the
 * markets' events: the holders register "as of a past position" and a vote's record date.
 *
 * Shares are a trader's tokens in every bucket (available, reserved behind a sell order, escrowed
 * for a pending trade or a lock): a pending sale still belongs to the seller until settled. Only
 * the events that move ownership are read, so orders (most of the log) cost nothing.
 *
 * @example const { holders } = await holdingsAt(app.db, 1_234)
 */
export async function holdingsAt(db: Kysely<Database>, at?: number): Promise<Holdings> {
  const head = await sql<{ last: number | null }>`select max(position) as last from events`.execute(db)
  const last = Number(head.rows[0]?.last ?? 0)
  const position = at === undefined ? last : Math.min(at, last)
  const prices: Record<Instrument, number> = {
    IQS: MARKET_CONFIGS.IQS.referencePrice ?? 0,
    OST: MARKET_CONFIGS.OST.referencePrice ?? 0,
  }
  const holders = new Map<string, HolderBalance>()
  const holder = (id: string) => {
    let found = holders.get(id)
    if (!found) holders.set(id, (found = { IQS: 0, OST: 0, invested: sumEur([]) }))
    return found
  }
  const tradePrices = new Map<string, number>()
  let after = 0
  for (;;) {
    const { rows } = await sql<{ position: number; stream_id: string; data: EngineEvent }>`
      select position, stream_id, data from events
      where stream_id in ('market-IQS', 'market-OST') and type = any(${TYPES})
        and position > ${after} and position <= ${position}
      order by position limit 5000`.execute(db)
    for (const row of rows) {
      const instrument = row.stream_id === 'market-IQS' ? 'IQS' : 'OST'
      const event = row.data
      switch (event.type) {
        case 'TokensCredited':
        case 'TokensAllocated':
          holder(event.traderId)[instrument] += event.quantity
          break
        case 'TradeExecuted':
        case 'P2PTradeExecuted':
          tradePrices.set(event.tradeId, event.price)
          if (event.type === 'TradeExecuted') prices[instrument] = event.price
          break
        case 'TradeSettled': {
          holder(event.sellerId)[instrument] -= event.quantity
          const buyer = holder(event.buyerId)
          buyer[instrument] += event.quantity
          const paid = totalEur(
            tradePrices.get(event.tradeId) ?? 0,
            event.quantity,
            priceDecimalsOf(instrument),
          )
          buyer.invested = sumEur([buyer.invested, paid])
          break
        }
        case 'LockConsumed':
          holder(event.traderId)[instrument] -= event.quantity
          break
        case 'ReferencePriceSet':
          prices[instrument] = event.price
          break
        default:
          break
      }
    }
    if (rows.length < 5000) break
    after = Number(rows.at(-1)!.position)
  }
  holders.delete(TREASURY_ID)
  return { position, prices, holders }
}
