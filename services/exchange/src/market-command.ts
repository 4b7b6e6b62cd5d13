import type { EngineCommand, EngineEvent } from '@iqs/engine'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** A command as sent to a market writer: the writer stamps `at` from its clock. */
export type MarketCommand = DistributiveOmit<EngineCommand, 'at'>

/** What a command did, once its events are committed. */
export interface CommandOutcome {
  commandId: string
  /** The events the command produced, in order (a refusal is an event too). */
  events: EngineEvent[]
  /** The market stream's version after the command. */
  streamVersion: number
  /** True when the command id had been handled before and this is its first outcome again. */
  duplicate: boolean
}

/**
 * The writer is on standby: another writer appended to the market's stream, so this one
 * refuses commands (none of them was committed) while it follows the log. Retryable: the
 * live writer may take the command, or this one once it has the writer role back.
 */
export class WriterFencedError extends Error {
  readonly retryable = true
  constructor(readonly streamId: string) {
    super(`Another writer appended to ${streamId}: this writer is on standby, retry`)
    this.name = 'WriterFencedError'
  }
}

/** The writer is stopped (shut down); the command was not handled. */
export class WriterStoppedError extends Error {
  constructor(readonly streamId: string) {
    super(`The writer of ${streamId} is stopped`)
    this.name = 'WriterStoppedError'
  }
}

/**
 * The writer was halted (`halt()`), e.g. because the event log failed its hash-chain check at
 * start: it refuses every command until the process is restarted. Not retryable.
 */
export class WriterHaltedError extends Error {
  constructor(
    readonly streamId: string,
    readonly reason: string,
  ) {
    super(`The writer of ${streamId} is halted: ${reason}`)
    this.name = 'WriterHaltedError'
  }
}

/** The store could not take the command's events; nothing of it was committed. */
export class AppendFailedError extends Error {
  constructor(
    readonly streamId: string,
    cause: unknown,
  ) {
    super(`Could not record the command on ${streamId}: ${(cause as Error)?.message ?? String(cause)}`, {
      cause,
    })
    this.name = 'AppendFailedError'
  }
}
