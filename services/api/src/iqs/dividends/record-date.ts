import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/** The company is French: a record date is a day in Paris. */
const PARIS = 'Europe/Paris'

/** Paris's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: number): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: PARIS, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/**
 * The instant a record date ends: midnight in Paris at the start of the next day. Holdings at this
 * instant (events recorded before it) are the ones a dividend pays. Pure: the deciders use it.
 *
 * @example recordDateEnd('2026-12-31') // 2026-12-31T23:00:00.000Z (Paris is UTC+1 in winter)
 * @example recordDateEnd('2026-06-30') // 2026-06-30T22:00:00.000Z (UTC+2 in summer)
 */
export function recordDateEnd(recordDate: string): Date {
  const [year, month, day] = recordDate.split('-').map(Number) as [number, number, number]
  const midnightUtc = Date.UTC(year, month - 1, day + 1)
  // The offset at midnight UTC is the one at Paris's midnight, but on the two nights a year the
  // clocks change; taking it again at the guessed instant settles those.
  const guess = midnightUtc - parisOffsetMinutes(midnightUtc) * 60_000
  return new Date(midnightUtc - parisOffsetMinutes(guess) * 60_000)
}

/** The last log position recorded before `instant` (0 when the log starts after it). */
export async function positionBefore(db: Kysely<Database>, instant: Date): Promise<number> {
  const { rows } = await sql<{ last: number | string | null }>`
    select max(position) as last from events where recorded_at < ${instant}`.execute(db)
  return Number(rows[0]?.last ?? 0)
}
