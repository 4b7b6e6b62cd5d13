import type { FastifyInstance } from 'fastify'
import { appError } from '../errors.js'
import { inBlackout, readBlackout } from '../market-config/market-state.repository.js'
import { findShareOwner } from '../share-owners/share-owners.repository.js'

/**
 * The checks of a member's trade that live outside the engine (spec §6): an APPROVED white-list
 * status (a LOCKED account says so) and no blackout period now. The engine checks the rest (market
 * status, trader suspension, reference price, tokens).
 */
export async function assertMayTrade(app: FastifyInstance, userId: number): Promise<void> {
  const owner = await findShareOwner(app.db, userId)
  if (owner?.status === 'LOCKED') throw appError('ACCOUNT_LOCKED')
  if (owner?.status !== 'APPROVED') throw appError('NOT_APPROVED')
  if (inBlackout(await readBlackout(app.db), app.iqsClock.now()))
    throw appError(
      'MARKET_BLACKOUT',
      'The market is in its blackout period before the financial results: buying and selling are closed',
    )
}
