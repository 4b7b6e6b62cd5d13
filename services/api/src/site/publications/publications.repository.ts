import type { Page } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import type { Database } from '../../platform/db/database.js'

/** A publication with its file's name, type and size (never its bytes). */
export interface PublicationListing {
  id: number
  title: string | null
  content: string | null
  published_at: Date | null
  file_key: string | null
  file_name: string | null
  file_content_type: string | null
  file_size: number | null
}

function listingQuery(db: Kysely<Database>) {
  return db
    .selectFrom('publications')
    .leftJoin('public_files', 'public_files.key', 'publications.file_key')
    .select((eb) => [
      'publications.id',
      'publications.title',
      'publications.content',
      'publications.published_at',
      'publications.file_key',
      'public_files.file_name',
      'public_files.content_type as file_content_type',
      eb.fn<number | null>('octet_length', ['public_files.data']).as('file_size'),
    ])
}

/** One page of publications, newest first; `query` looks in the title and the content. */
export async function listPublications(
  db: Kysely<Database>,
  search: { query?: string | undefined; page: number; pageSize: number },
): Promise<Page<PublicationListing>> {
  let counting = db.selectFrom('publications')
  let listing = listingQuery(db)
  if (search.query) {
    const pattern = containsPattern(search.query)
    counting = counting.where((eb) =>
      eb.or([eb('publications.title', 'ilike', pattern), eb('publications.content', 'ilike', pattern)]),
    )
    listing = listing.where((eb) =>
      eb.or([eb('publications.title', 'ilike', pattern), eb('publications.content', 'ilike', pattern)]),
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

export async function findPublication(
  db: Kysely<Database>,
  id: number,
): Promise<PublicationListing | undefined> {
  const row = await listingQuery(db).where('publications.id', '=', id).executeTakeFirst()
  return row && normalise(row)
}

function normalise(row: PublicationListing): PublicationListing {
  return { ...row, file_size: row.file_size === null ? null : Number(row.file_size) }
}
