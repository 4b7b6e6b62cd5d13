import type { EngineEvent, Instrument } from '@iqs/engine'
import type { CommandOutcome, MarketCommand } from '@iqs/exchange'
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { AppError, ERRORS, type ErrorCode } from '../../platform/errors.js'

/** The refusal among a command's events (OrderRejected or CommandRejected), if any. */
export function refusalOf(events: readonly EngineEvent[]): { reason: string; message: string } | undefined {
  for (const event of events)
    if (event.type === 'OrderRejected' || event.type === 'CommandRejected')
      return { reason: event.reason, message: event.message }
  return undefined
}

/**
 * The engine's refusal as the error the client sees: its reason is the code (MARKET_BLACKOUT,
 * INSUFFICIENT_TOKENS...) and its English message the message; reasons with no HTTP meaning of their
 * own become ENGINE_REFUSED (409) with the reason in `details`.
 */
export function refusalError(refusal: { reason: string; message: string }): AppError {
  const known = refusal.reason in ERRORS
  return known
    ? new AppError(refusal.reason as ErrorCode, refusal.message)
    : new AppError('ENGINE_REFUSED', refusal.message, { reason: refusal.reason })
}

/**
 * Sends a command to a market's writer and throws the engine's refusal as an AppError; answers the
 * committed outcome otherwise.
 *
 * @example await submitOrThrow(app, 'IQS', { type: 'SuspendTrader', traderId: '7' })
 */
export async function submitOrThrow(
  app: FastifyInstance,
  instrument: Instrument,
  command: MarketCommand,
  commandId: string = randomUUID(),
  options: { allowReasons?: readonly string[] } = {},
): Promise<CommandOutcome> {
  const outcome = await app.markets.submit(instrument, commandId, command)
  const refused = refusalOf(outcome.events)
  if (refused && !options.allowReasons?.includes(refused.reason)) throw refusalError(refused)
  return outcome
}
