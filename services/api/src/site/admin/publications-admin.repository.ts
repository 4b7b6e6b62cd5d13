import type { Page, PublicationFields } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import type { Database } from '../../platform/db/database.js'
import type { PublicationRow, PublicationUpdate } from '../publications/publications.table.js'

/** The admin's "date" (a calendar day) as the column keeps it: noon UTC, the same day in every time zone. */
export const dayToTimestamp = (day: string): Date => new Date(`${day}T12:00:00.000Z`)

/** The columns of the form's fields (the English text keeps the columns' first names). */
export function publicationColumns(fields: PublicationFields): PublicationUpdate {
  return {
    title: fields.title_en,
    title_fr: fields.title_fr,
    content: fields.content_en,
    content_fr: fields.content_fr,
    published_at: dayToTimestamp(fields.date),
  }
}

/** Every publication, drafts included, newest first; `query` looks in both languages' text. */
export async function listAdminPublications(
  db: Kysely<Database>,
  search: {
    query?: string | undefined
    state: 'all' | 'published' | 'draft'
    page: number
    pageSize: number
  },
): Promise<Page<PublicationRow>> {
  let base = db.selectFrom('publications')
  if (search.state !== 'all') base = base.where('published', '=', search.state === 'published')
  if (search.query) {
    const pattern = containsPattern(search.query)
    base = base.where((eb) =>
      eb.or([
        eb('title', 'ilike', pattern),
        eb('title_fr', 'ilike', pattern),
        eb('content', 'ilike', pattern),
        eb('content_fr', 'ilike', pattern),
      ]),
    )
  }
  const [counted, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('published_at', (ob) => ob.desc().nullsLast())
      .orderBy('id', 'desc')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
  ])
  const total = Number(counted.total)
  return {
    items,
    total,
    page: search.page,
    page_size: search.pageSize,
    page_count: Math.ceil(total / search.pageSize),
  }
}

export function findPublicationRow(db: Kysely<Database>, id: number): Promise<PublicationRow | undefined> {
  return db.selectFrom('publications').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The row, locked until the transaction ends: two admins' changes to it apply one after the other. */
export function lockPublicationRow(db: Kysely<Database>, id: number): Promise<PublicationRow | undefined> {
  return db.selectFrom('publications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/** A new publication, a draft until published. */
export async function insertPublicationRow(
  db: Kysely<Database>,
  fields: PublicationFields,
  at: Date,
): Promise<PublicationRow> {
  return db
    .insertInto('publications')
    .values({
      title: fields.title_en,
      title_fr: fields.title_fr,
      content: fields.content_en,
      content_fr: fields.content_fr,
      published_at: dayToTimestamp(fields.date),
      file_key: null,
      published: false,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updatePublicationRow(
  db: Kysely<Database>,
  id: number,
  update: PublicationUpdate,
): Promise<void> {
  await db.updateTable('publications').set(update).where('id', '=', id).execute()
}

export async function deletePublicationRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('publications').where('id', '=', id).execute()
}
