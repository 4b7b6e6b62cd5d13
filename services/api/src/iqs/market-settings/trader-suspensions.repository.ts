import type { SuspendedTrader } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * The traders suspended now on at least one market, with their names and e-mails, the most
 * recently suspended first (the one the admin most likely came to restore). A deleted account
 * cannot trade anyway and is left out.
 */
export async function listSuspendedTraders(db: Kysely<Database>): Promise<SuspendedTrader[]> {
  const rows = await db
    .selectFrom('iqs_trader_suspensions as s')
    .innerJoin('users as u', (join) => join.on(sql`u.id::text`, '=', sql.ref('s.trader_id')))
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<string[]>`array_agg(s.instrument order by s.instrument)`.as('instruments'),
      sql<Date>`max(s.changed_at)`.as('suspended_at'),
    ])
    .where('s.suspended', '=', true)
    .where('u.deleted_at', 'is', null)
    .groupBy(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .orderBy(sql`max(s.changed_at)`, 'desc')
    .orderBy('u.id')
    .execute()
  return rows.map((row) => ({
    user_id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    instruments: row.instruments as SuspendedTrader['instruments'],
    suspended_at: new Date(row.suspended_at).toISOString(),
  }))
}
