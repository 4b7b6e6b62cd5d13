import { resolveMarketConfig, TREASURY_ID, type Instrument } from '@iqs/engine'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { MARKET_CONFIGS } from '../markets/initial-market-configs.js'
import type { BlackoutPeriod } from './market-settings-decider.js'
import { defaultMarketState } from './market-state-projection.js'
import type { IqsMarketStateTable } from './market-state.table.js'

/**
 * The most tokens that may ever exist: the engine's resolved `maxSupply` for the market, the very
 * figure `CreateTokens` is checked against (500 million for IQS), so the view never promises more.
 *
 * @example maxSupply('IQS') // 500_000_000
 */
export function maxSupply(instrument: Instrument): number {
  return resolveMarketConfig(MARKET_CONFIGS[instrument]).maxSupply
}

/** A market's status, reference price and fees as the projection has them (or its starting config). */
export async function readMarketState(
  db: Kysely<Database>,
  instrument: Instrument,
): Promise<Selectable<IqsMarketStateTable>> {
  const row = await db
    .selectFrom('iqs_market_state')
    .selectAll()
    .where('instrument', '=', instrument)
    .executeTakeFirst()
  return row ?? defaultMarketState(instrument)
}

/** The blackout period as scheduled, or null. */
export async function readBlackout(
  db: Kysely<Database>,
): Promise<(BlackoutPeriod & { version: number }) | null> {
  const row = await db
    .selectFrom('iqs_market_settings')
    .selectAll()
    .where('id', '=', 'company')
    .executeTakeFirst()
  if (!row?.blackout_start || !row.blackout_end) return null
  return {
    start: new Date(row.blackout_start).getTime(),
    end: new Date(row.blackout_end).getTime(),
    version: Number(row.blackout_version),
  }
}

export const inBlackout = (period: BlackoutPeriod | null, now: number) =>
  period !== null && now >= period.start && now < period.end

/** Tokens in the treasury and held by traders (every bucket), from `iqs_balances`. */
export async function readSupply(
  db: Kysely<Database>,
  instrument: Instrument,
): Promise<{ treasury: number; circulation: number }> {
  const row = await db
    .selectFrom('iqs_balances')
    .select([
      sql<string>`coalesce(sum(available + reserved + escrow) filter (where trader_id = ${TREASURY_ID}), 0)`.as(
        'treasury',
      ),
      sql<string>`coalesce(sum(available + reserved + escrow) filter (where trader_id <> ${TREASURY_ID}), 0)`.as(
        'circulation',
      ),
    ])
    .where('instrument', '=', instrument)
    .executeTakeFirst()
  const treasury = Number(row?.treasury ?? 0)
  const circulation = Number(row?.circulation ?? 0)
  return { treasury, circulation }
}
