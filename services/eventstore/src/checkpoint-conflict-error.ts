import type { Position } from './event-store.js'

/**
 * A checkpoint was not where its writer thought: another instance of the
 * same reader moved it. The writer should stop, not overwrite.
 */
export class CheckpointConflictError extends Error {
  override readonly name = 'CheckpointConflictError'

  constructor(
    readonly checkpoint: string,
    readonly expected: Position | undefined,
    readonly actual: Position | undefined,
  ) {
    super(`Checkpoint ${checkpoint} is at ${actual ?? 'nothing'}, expected ${expected ?? 'nothing'}`)
  }
}
