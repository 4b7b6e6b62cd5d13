/**
 * An append mixes event ids already recorded with new ones, or reuses a
 * recorded id in another stream: it is neither a new append nor a faithful
 * retry, so nothing is written.
 */
export class EventIdConflictError extends Error {
  override readonly name = 'EventIdConflictError'

  constructor(
    readonly streamId: string,
    readonly eventIds: readonly string[],
    reason: string,
  ) {
    super(`Append to ${streamId} refused: ${reason} (${eventIds.join(', ')})`)
  }
}
