import type { CommissionProgramme } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { nameOf } from './commission-dto.js'

/** The process name of a rate's changes in network_transitions (entity: the programme). */
export const RATE_PROCESS = 'commission_rate'

/** `GET /api/admin/iqstem/rates`: each programme's rate, when it was set and by whom. */
export async function readRates(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('iqstem_commission_rates as r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select(['r.programme', 'r.rate_percent', 'r.updated_at', 'u.first_name', 'u.last_name', 'u.email'])
    .orderBy('r.programme')
    .execute()
  return {
    items: rows.map((row) => ({
      programme: row.programme,
      rate_percent: row.rate_percent,
      updated_at: row.updated_at.toISOString(),
      updated_by: row.email === null ? null : nameOf(row.first_name, row.last_name, row.email),
    })),
  }
}

/**
 * Sets a programme's rate (a decimal string, 0 to 100), recording who and when on the row and the
 * change in network_transitions (from the old rate to the new, the admin as actor), in one
 * transaction: the row is locked, so of two admins at once each change is recorded from the rate
 * the other left. Commissions accrued before keep the rate they copied.
 */
export async function setRate(
  db: Kysely<Database>,
  change: { programme: CommissionProgramme; ratePercent: string; adminUserId: number; at: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('iqstem_commission_rates')
      .select('rate_percent')
      .where('programme', '=', change.programme)
      .forUpdate()
      .executeTakeFirstOrThrow()
    const after = await trx
      .updateTable('iqstem_commission_rates')
      .set({ rate_percent: change.ratePercent, updated_by: change.adminUserId, updated_at: change.at })
      .where('programme', '=', change.programme)
      .returning('rate_percent')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('network_transitions')
      .values({
        process: RATE_PROCESS,
        entity_id: change.programme,
        transition: 'set',
        from_state: before.rate_percent,
        to_state: after.rate_percent,
        actor_user_id: change.adminUserId,
        message: null,
        at: change.at,
      })
      .execute()
  })
}
