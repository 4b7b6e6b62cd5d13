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

/** Thrown to every waiting command when another writer has taken over the market stream. */
export class WriterFencedError extends Error {
  constructor(readonly streamId: string) {
    super(`Another writer appended to ${streamId}: this writer stopped`)
    this.name = 'WriterFencedError'
  }
}

/** The writer is stopped (shut down or fenced); the command was not handled. */
export class WriterStoppedError extends Error {
  constructor(readonly streamId: string) {
    super(`The writer of ${streamId} is stopped`)
    this.name = 'WriterStoppedError'
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
