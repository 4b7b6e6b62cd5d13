import type { FastifyInstance } from 'fastify'
import { appError } from '../../platform/errors.js'
import { inBlackout } from '../market-settings/market-state.repository.js'

/**
 * The checks of a member's trade that live outside the engine (spec §6): an APPROVED white-list
 * status (a LOCKED account says so) and no blackout period now. The engine checks the rest (market
 * status, trader suspension, reference price, tokens). Both values come from
 * `app.tradingEligibility` (trading-eligibility-cache.ts): in memory once read, forgotten on the
 * events that change them.
 */
export async function assertMayTrade(app: FastifyInstance, userId: number): Promise<void> {
  const status = await app.tradingEligibility.status(userId)
  if (status === 'LOCKED') throw appError('ACCOUNT_LOCKED')
  if (status !== 'APPROVED') throw appError('NOT_APPROVED')
  if (inBlackout(await app.tradingEligibility.blackoutPeriod(), app.clock.now()))
    throw appError(
      'MARKET_BLACKOUT',
      'The market is in its blackout period before the financial results: buying and selling are closed',
    )
}
