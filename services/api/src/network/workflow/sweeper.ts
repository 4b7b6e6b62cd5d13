import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { AppError } from '../../platform/errors.js'
import { runTransition } from './apply-transition.js'
import { listOf, type Process } from './process.js'

const DAY_MS = 24 * 60 * 60 * 1000
/** At most this many entities per time-based transition and sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 200

/** What one sweep did: how many entities each `process.transition` moved. */
export type SweepReport = Record<string, number>

/**
 * Takes every time-based transition that is due at `now`: for each transition with an `after`, the
 * entities in one of its `from` states that entered that state at least `after.days` days ago. An
 * entity entered its state at its last recorded transition that changed the state (edits, which
 * keep it, do not count); an entity without any (the seeded demo rows) is never due. Each move is
 * its own transaction, taken as the system; one that another process or the owner moved first is
 * refused by the state guard and skipped, so several api processes may sweep at once.
 */
export async function sweepDueTransitions(
  db: Kysely<Database>,
  processes: readonly Process[],
  now: Date,
): Promise<SweepReport> {
  const report: SweepReport = {}
  for (const process of processes)
    for (const transition of process.transitions) {
      if (!transition.after) continue
      const cutoff = new Date(now.getTime() - transition.after.days * DAY_MS)
      const since = transition.after.since
      const reached =
        since === 'entered'
          ? sql`(
            select max(t.at) from network_transitions t
            where t.process = ${process.name} and t.entity_id = e.id::text and t.from_state <> t.to_state
          ) <= ${cutoff}`
          : // A calendar date: due once the cutoff's UTC day has reached it.
            sql`e.${sql.ref(since.date)} <= cast(${cutoff.toISOString().slice(0, 10)} as date)`
      const due = await sql<{ id: number | string }>`
        select e.id from ${sql.table(process.table)} e
        where e.${sql.ref(process.stateColumn)} in (${sql.join(listOf(transition.from))})
          and ${reached}
        order by e.id
        limit ${SWEEP_BATCH}`.execute(db)
      let moved = 0
      for (const { id } of due.rows) {
        try {
          await runTransition(db, process, {
            entityId: id,
            transition: transition.name,
            actor: { role: 'system', userId: null },
            at: now,
          })
          moved++
        } catch (error) {
          // Moved or removed meanwhile: nothing is due any more.
          if (!(error instanceof AppError && (error.status === 404 || error.status === 409))) throw error
        }
      }
      report[`${process.name}.${transition.name}`] = moved
    }
  return report
}
