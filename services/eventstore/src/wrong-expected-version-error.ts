import type { ExpectedVersion } from './event-store.js'

/**
 * An append found its stream at another version than the caller expected.
 *
 * Nothing was written. The usual cause is a second writer of the same
 * stream (the fence of the market writer) or a stale read: reload and decide again.
 */
export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError'

  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** The stream's version when the append was refused: 0 when it has no events. */
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`)
  }
}
