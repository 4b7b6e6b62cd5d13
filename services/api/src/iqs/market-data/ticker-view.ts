import type { Instrument } from '@iqs/engine'
import { percentChange, unitsToEur, type TickerData } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { readMarketState } from '../market-settings/market-state.repository.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'

const MINUTE = 60_000
/** The rolling window: the 1,440 one-minute candles ending with the current minute. */
export const TICKER_WINDOW_MINUTES = 1_440

/** Where the ticker's window starts at `now`: the first of its one-minute candles. */
export function tickerWindowStart(now: number): number {
  return (Math.floor(now / MINUTE) - TICKER_WINDOW_MINUTES + 1) * MINUTE
}

/**
 * The market's ticker at `now`, from the read models: the last price (`iqs_market_state`) and the
 * rolling 24 hours folded from the one-minute candles (at most 1,440 rows, summed by the database),
 * so it is the very figure a reload of the chart would give. Call it after the read models caught
 * up with the trades it should show.
 */
export async function readTicker(
  db: Kysely<Database>,
  instrument: Instrument,
  now: number,
): Promise<TickerData> {
  const [state, window] = await Promise.all([
    readMarketState(db, instrument),
    db
      .selectFrom('iqs_candles')
      .select([
        sql<number | null>`(array_agg(open order by bucket_start))[1]`.as('open'),
        sql<number | null>`max(high)`.as('high'),
        sql<number | null>`min(low)`.as('low'),
        sql<number>`coalesce(sum(volume), 0)::bigint`.as('volume'),
        sql<number>`coalesce(sum(trades), 0)::bigint`.as('trades'),
      ])
      .where('instrument', '=', instrument)
      .where('interval', '=', '1m')
      .where('bucket_start', '>=', new Date(tickerWindowStart(now)))
      .executeTakeFirstOrThrow(),
  ])
  const decimals = priceDecimalsOf(instrument)
  const eur = (units: number | null) => (units === null ? null : unitsToEur(units, decimals))
  const last = eur(state.last_price)
  const open = eur(window.open)
  return {
    instrument,
    last_price: last,
    open_24h: open,
    high_24h: eur(window.high),
    low_24h: eur(window.low),
    change_24h_percent: open !== null && last !== null ? percentChange(open, last, 2) : null,
    volume_24h: String(window.volume),
    trades_24h: Number(window.trades),
  }
}
