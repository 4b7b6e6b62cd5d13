import type { RecordedEvent } from '@iqs/eventstore'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.js'

/**
 * A read model built from the event log. The runner hands it batches of
 * events in global order inside a transaction that also moves its
 * checkpoint, so a projection killed at any point resumes without missing or
 * doubling anything.
 */
export interface Projection {
  /** Its checkpoint's name; change it to rebuild from scratch on the next start. */
  readonly name: string
  /** Every table it owns: `projections:rebuild` empties them before replaying. */
  readonly tables: readonly (keyof Database & string)[]
  /** Applies the events (all streams; skip what is not yours) in order. */
  apply(trx: Kysely<Database>, events: readonly RecordedEvent[]): Promise<void>
}
