import type { ReferenceFields } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { SiteReferenceRow, SiteReferenceUpdate } from '../references/references.table.js'

/** The columns of the form's fields. */
export function referenceColumns(fields: ReferenceFields): SiteReferenceUpdate {
  const { position, ...rest } = fields
  return { ...rest, ...(position === undefined ? {} : { position }) }
}

/** Every reference, hidden ones included, in the clients page's order. */
export function listAdminReferences(db: Kysely<Database>): Promise<SiteReferenceRow[]> {
  return db.selectFrom('site_references').selectAll().orderBy('position').orderBy('id').execute()
}

export function findReferenceRow(db: Kysely<Database>, id: number): Promise<SiteReferenceRow | undefined> {
  return db.selectFrom('site_references').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The row, locked until the transaction ends: two admins' changes to it apply one after the other. */
export function lockReferenceRow(db: Kysely<Database>, id: number): Promise<SiteReferenceRow | undefined> {
  return db.selectFrom('site_references').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/** A new reference, after the others unless its position is given; no logo yet. */
export async function insertReferenceRow(
  db: Kysely<Database>,
  fields: ReferenceFields,
  at: Date,
): Promise<SiteReferenceRow> {
  const position =
    fields.position ??
    Number(
      (
        await db
          .selectFrom('site_references')
          .select((eb) => eb.fn.coalesce(eb.fn.max('position'), sql<number>`-1`).as('last'))
          .executeTakeFirstOrThrow()
      ).last,
    ) + 1
  return db
    .insertInto('site_references')
    .values({
      ...referenceColumns(fields),
      client_name: fields.client_name,
      position,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateReferenceRow(
  db: Kysely<Database>,
  id: number,
  update: SiteReferenceUpdate,
): Promise<void> {
  await db.updateTable('site_references').set(update).where('id', '=', id).execute()
}

export async function deleteReferenceRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('site_references').where('id', '=', id).execute()
}
