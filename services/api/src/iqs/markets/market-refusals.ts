import type { CommandRejected, EngineEvent, Instrument, OrderRejected, RejectReason } from '@iqs/engine'
import type { CommandOutcome, MarketCommand } from '@iqs/exchange'
import type { RefusalDetails } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { AppError, type ErrorCode } from '../../platform/errors.js'

/**
 * Compile-time: every reason the engine can give is a code of the protocol, so a refusal is
 * answered with its reason as the code, and the web has a text for each.
 */
type ReasonOutsideTheProtocol = Exclude<RejectReason, ErrorCode>
export const everyReasonIsACode: [ReasonOutsideTheProtocol] extends [never]
  ? true
  : ReasonOutsideTheProtocol = true

/** A refused command's event: a reason and the parameters of its text. */
export type Refusal = OrderRejected | CommandRejected

/** The refusal among a command's events, if any. */
export function refusalOf(events: readonly EngineEvent[]): Refusal | undefined {
  for (const event of events)
    if (event.type === 'OrderRejected' || event.type === 'CommandRejected') return event
  return undefined
}

/**
 * What the client needs to word a refusal: its reason, the market, and the event's parameters.
 * The market comes from the caller, who sent the command there: events written before issue 13
 * have no parameters (their English `message` is not read).
 */
export function refusalDetails(instrument: Instrument, refusal: Refusal): RefusalDetails {
  return { ...refusal.params, reason: refusal.reason, instrument }
}

/**
 * The engine's refusal as the error the client sees: the reason is the code (MARKET_BLACKOUT,
 * INSUFFICIENT_TOKENS...), with its status and English default from the registry, and the details
 * carry what the text needs (`{ reason, instrument, available? }`).
 */
export function refusalError(instrument: Instrument, refusal: Refusal): AppError {
  return new AppError(refusal.reason, undefined, refusalDetails(instrument, refusal))
}

/**
 * The error for a market's refusal among a command's events, or undefined when the command went
 * through: orders, locks, conversions, settlements alike.
 *
 * @example const refusal = marketRefusal('IQS', outcome.events); if (refusal) throw refusal
 */
export function marketRefusal(instrument: Instrument, events: readonly EngineEvent[]): AppError | undefined {
  const refusal = refusalOf(events)
  return refusal && refusalError(instrument, refusal)
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
  options: { allowReasons?: readonly RejectReason[] } = {},
): Promise<CommandOutcome> {
  const outcome = await app.markets.submit(instrument, commandId, command)
  const refused = refusalOf(outcome.events)
  if (refused && !options.allowReasons?.includes(refused.reason)) throw refusalError(instrument, refused)
  return outcome
}
