import { positionFromNumber, type AnyKysely, type Position } from '@iqs/eventstore'
import { sql } from 'kysely'

/**
 * Turns `--until` into a log position: a whole number is a global position;
 * anything else is read as a date (ISO 8601) and means the last event the
 * store had recorded by then (`recorded_at`, the store's clock).
 *
 * @example
 * await resolveUntil(db, '2026-11-22T10:00:00Z') // '0000000000004711'
 */
export async function resolveUntil(db: AnyKysely, value: string): Promise<Position> {
  if (/^\d+$/.test(value)) return positionFromNumber(Number(value))
  const time = new Date(value)
  if (Number.isNaN(time.getTime()))
    throw new Error(
      `--until takes a log position (e.g. 1200) or an ISO time (e.g. 2026-11-22T10:00:00Z), got "${value}"`,
    )
  const { rows } = await sql<{ position: number | null }>`
    select max(position) as position from events where recorded_at <= ${time}`.execute(db)
  return positionFromNumber(rows[0]?.position ?? 0)
}
