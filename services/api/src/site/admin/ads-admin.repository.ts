import type { AdFields } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { AdUpdate } from '../ads/ads.table.js'

/** An ad with its dates as text (`YYYY-MM-DD`): the pg driver would shift a Date to local time. */
export interface AdminAdRow {
  id: number
  title: string
  title_fr: string | null
  description: string
  description_fr: string | null
  image_link: string | null
  add_link: string
  position: number
  active: boolean
  active_from: string | null
  active_until: string | null
  updated_at: Date
}

function adsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('ads')
    .select([
      'id',
      'title',
      'title_fr',
      'description',
      'description_fr',
      'image_link',
      'add_link',
      'position',
      'active',
      sql<string | null>`active_from::text`.as('active_from'),
      sql<string | null>`active_until::text`.as('active_until'),
      'updated_at',
    ])
}

/** The columns of the form's fields (the English text keeps the columns' first names). */
export function adColumns(fields: AdFields): AdUpdate {
  return {
    title: fields.title_en,
    title_fr: fields.title_fr,
    description: fields.description_en,
    description_fr: fields.description_fr,
    add_link: fields.link,
    active: fields.active,
    active_from: fields.active_from,
    active_until: fields.active_until,
    ...(fields.position === undefined ? {} : { position: fields.position }),
  }
}

/** Every ad, in the side column's order. */
export function listAdminAds(db: Kysely<Database>): Promise<AdminAdRow[]> {
  return adsQuery(db).orderBy('position').orderBy('id').execute()
}

export function findAdRow(db: Kysely<Database>, id: number): Promise<AdminAdRow | undefined> {
  return adsQuery(db).where('id', '=', id).executeTakeFirst()
}

/** The row, locked until the transaction ends: two admins' changes to it apply one after the other. */
export function lockAdRow(db: Kysely<Database>, id: number): Promise<AdminAdRow | undefined> {
  return adsQuery(db).where('id', '=', id).forUpdate().executeTakeFirst()
}

/** A new ad, after the others unless its position is given; no image yet. */
export async function insertAdRow(db: Kysely<Database>, fields: AdFields, at: Date): Promise<number> {
  const position =
    fields.position ??
    Number(
      (
        await db
          .selectFrom('ads')
          .select((eb) => eb.fn.coalesce(eb.fn.max('position'), sql<number>`-1`).as('last'))
          .executeTakeFirstOrThrow()
      ).last,
    ) + 1
  const row = await db
    .insertInto('ads')
    .values({
      title: fields.title_en,
      title_fr: fields.title_fr,
      description: fields.description_en,
      description_fr: fields.description_fr,
      add_link: fields.link,
      image_link: null,
      position,
      active: fields.active,
      active_from: fields.active_from,
      active_until: fields.active_until,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateAdRow(db: Kysely<Database>, id: number, update: AdUpdate): Promise<void> {
  await db.updateTable('ads').set(update).where('id', '=', id).execute()
}

export async function deleteAdRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('ads').where('id', '=', id).execute()
}
