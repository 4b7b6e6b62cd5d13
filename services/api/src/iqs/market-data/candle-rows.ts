import type { Instrument } from '@iqs/engine'
import { unitsToEur, type CandleData, type IqsWsCandleInterval } from '@iqs/protocol'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { IqsCandlesTable } from '../market-projections/market-tables.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'

/**
 * One `iqs_candles` row as the api sends it (`GET /api/iqs/candles` and the `candles.*` WebSocket
 * channels alike, so a chart fed by both draws the same candle): prices in EUR.
 */
export function candleFromRow(row: Selectable<IqsCandlesTable>): CandleData {
  const eur = (units: number) => unitsToEur(units, priceDecimalsOf(row.instrument))
  return {
    start: new Date(row.bucket_start).toISOString(),
    open: eur(row.open),
    high: eur(row.high),
    low: eur(row.low),
    close: eur(row.close),
    volume: String(row.volume),
    trades: Number(row.trades),
  }
}

/**
 * A market's candles of one interval, oldest first: those starting at or after `since` (epoch ms),
 * or only the latest one when `since` is undefined.
 */
export async function readCandles(
  db: Kysely<Database>,
  instrument: Instrument,
  interval: IqsWsCandleInterval,
  since?: number,
): Promise<CandleData[]> {
  let query = db
    .selectFrom('iqs_candles')
    .selectAll()
    .where('instrument', '=', instrument)
    .where('interval', '=', interval)
  if (since !== undefined) query = query.where('bucket_start', '>=', new Date(since))
  const rows = await query
    .orderBy('bucket_start', since === undefined ? 'desc' : 'asc')
    .$if(since === undefined, (q) => q.limit(1))
    .execute()
  return rows.map(candleFromRow)
}
