import type { ContentLanguage, Page } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import type { Database } from '../../platform/db/database.js'

/**
 * A published publication in the reader's language, with its file's name, type and size (never its
 * bytes): French where the admin wrote it, English otherwise, field by field.
 */
export interface PublicationListing {
  id: number
  title: string | null
  content: string | null
  published_at: Date | null
  file_key: string | null
  file_name: string | null
  file_content_type: string | null
  file_size: number | null
  cover_key: string | null
}

/** Only what the public may read: published publications. */
function listingQuery(db: Kysely<Database>, language: ContentLanguage) {
  const french = language === 'fr'
  return db
    .selectFrom('publications')
    .leftJoin('public_files', 'public_files.key', 'publications.file_key')
    .select((eb) => [
      'publications.id',
      (french
        ? eb.fn.coalesce(sql<string | null>`nullif(publications.title_fr, '')`, 'publications.title')
        : eb.ref('publications.title')
      ).as('title'),
      (french
        ? eb.fn.coalesce(sql<string | null>`nullif(publications.content_fr, '')`, 'publications.content')
        : eb.ref('publications.content')
      ).as('content'),
      'publications.published_at',
      'publications.file_key',
      'publications.cover_key',
      'public_files.file_name',
      'public_files.content_type as file_content_type',
      eb.fn<number | null>('octet_length', ['public_files.data']).as('file_size'),
    ])
    .where('publications.published', '=', true)
}

/**
 * One page of published publications, newest first; `query` looks in the title and the content,
 * in both languages (a French reader may search an English word the French text keeps).
 */
export async function listPublications(
  db: Kysely<Database>,
  search: { query?: string | undefined; page: number; pageSize: number; language: ContentLanguage },
): Promise<Page<PublicationListing>> {
  let counting = db.selectFrom('publications').where('publications.published', '=', true)
  let listing = listingQuery(db, search.language)
  if (search.query) {
    const pattern = containsPattern(search.query)
    counting = counting.where((eb) =>
      eb.or([
        eb('publications.title', 'ilike', pattern),
        eb('publications.content', 'ilike', pattern),
        eb('publications.title_fr', 'ilike', pattern),
        eb('publications.content_fr', 'ilike', pattern),
      ]),
    )
    listing = listing.where((eb) =>
      eb.or([
        eb('publications.title', 'ilike', pattern),
        eb('publications.content', 'ilike', pattern),
        eb('publications.title_fr', 'ilike', pattern),
        eb('publications.content_fr', 'ilike', pattern),
      ]),
    )
  }
  const [counted, rows] = await Promise.all([
    counting.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    listing
      .orderBy('publications.published_at', (ob) => ob.desc().nullsLast())
      .orderBy('publications.id', 'desc')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
  ])
  const total = Number(counted.total)
  return {
    items: rows.map(normalise),
    total,
    page: search.page,
    page_size: search.pageSize,
    page_count: Math.ceil(total / search.pageSize),
  }
}

/** One published publication in the reader's language; undefined when missing or not published. */
export async function findPublication(
  db: Kysely<Database>,
  id: number,
  language: ContentLanguage,
): Promise<PublicationListing | undefined> {
  const row = await listingQuery(db, language).where('publications.id', '=', id).executeTakeFirst()
  return row && normalise(row)
}

function normalise(row: PublicationListing): PublicationListing {
  return { ...row, file_size: row.file_size === null ? null : Number(row.file_size) }
}
