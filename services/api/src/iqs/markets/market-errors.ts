import { BusError } from '@iqs/bus'
import { writerErrorCode } from '@iqs/exchange'
import { AppError } from '../../platform/errors.js'

/**
 * The one mapping from a market writer's failure to what the client sees, applied to every call
 * through `app.markets` (`withMarketErrors`), so no route maps writer errors of its own:
 *
 * - the writer here is on standby (fenced by another process), or stopping, or no writer answers
 *   on the bus: 503 MARKET_WRITER_STANDBY with `retry-after`. Nothing of the command was
 *   committed, so retrying it (with the same client order id) is safe.
 * - the writer is halted because the event log failed its hash-chain check at start:
 *   503 EVENT_LOG_BROKEN, until an operator has looked at the log and restarted.
 *
 * Anything else goes on unchanged: an append that failed on a lost connection is the error
 * handler's DATABASE_UNAVAILABLE, an engine bug stays a logged INTERNAL, and a bus timeout too,
 * because the command may have been committed after all.
 *
 * @example await gateway.submit('IQS', id, command).catch((error) => { throw marketWriterError(error) })
 */
export function marketWriterError(error: unknown): unknown {
  switch (writerErrorCode(error)) {
    case 'WRITER_STANDBY':
    case 'WRITER_STOPPED':
      return new AppError('MARKET_WRITER_STANDBY')
    case 'WRITER_HALTED':
      return new AppError('EVENT_LOG_BROKEN')
    default:
      break
  }
  if (error instanceof BusError && error.code === 'NO_RESPONDERS')
    return new AppError('MARKET_WRITER_STANDBY')
  return error
}
