import type { EngineEvent } from '@iqs/engine'
import { appError, type AppError } from '../../platform/errors.js'

/**
 * The coded error for a market's refusal (a `CommandRejected` event), or undefined when the command
 * went through. The engine's message is the spec's text (zero price, not enough tokens...), so it
 * reaches the client as is; the reason travels in `details`.
 *
 * @example const refusal = marketRefusal(outcome.events); if (refusal) throw refusal
 */
export function marketRefusal(events: readonly EngineEvent[]): AppError | undefined {
  const rejected = events.find((e) => e.type === 'CommandRejected' || e.type === 'OrderRejected')
  if (!rejected || (rejected.type !== 'CommandRejected' && rejected.type !== 'OrderRejected'))
    return undefined
  if (rejected.reason === 'REFERENCE_PRICE_ZERO')
    return appError('TOKEN_PRICE_ZERO', rejected.message, { reason: rejected.reason })
  return appError('MARKET_REFUSED', rejected.message, { reason: rejected.reason })
}
