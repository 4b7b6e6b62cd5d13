import type { SiteFile } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import { randomUUID } from 'node:crypto'
import type { Database } from '../../platform/db/database.js'
import { storagePath } from '../public-files/storage-path.js'
import type { CheckedFile } from './site-file-check.js'

/** Where the admin's uploads live among the public files: only these does the admin ever delete. */
const SITE_PREFIX = 'site/'

/** The folders of the admin's uploads, by what they are. */
export type SiteFileFolder = 'publications/files' | 'publications/covers' | 'ads' | 'references'

/**
 * Stores a checked upload as a public file (served under /api/storage/{key}) and returns its key,
 * `site/<folder>/<uuid>.<ext>`: a new key per upload, so a browser or proxy that kept the old file
 * never shows it in place of the new one.
 */
export async function storeSiteFile(
  db: Kysely<Database>,
  folder: SiteFileFolder,
  file: CheckedFile,
): Promise<string> {
  const key = `${SITE_PREFIX}${folder}/${randomUUID()}.${file.format}`
  await db
    .insertInto('public_files')
    .values({ key, file_name: file.fileName, content_type: file.contentType, data: file.content })
    .execute()
  return key
}

/**
 * Deletes a file the admin uploaded once nothing points at it any more (replaced, removed, or its
 * record deleted). Files of the demo's seed, and any still used by a publication, an ad (image or
 * link) or a reference, are left in place.
 */
export async function releaseSiteFile(db: Kysely<Database>, key: string | null): Promise<void> {
  if (!key?.startsWith(SITE_PREFIX)) return
  const link = storagePath(key)
  await db
    .deleteFrom('public_files')
    .where('key', '=', key)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('publications')
            .select(sql`1`.as('one'))
            .where((eb) => eb.or([eb('file_key', '=', key), eb('cover_key', '=', key)]))
            .unionAll(
              selectFrom('ads')
                .select(sql`1`.as('one'))
                .where((eb) =>
                  eb.or([eb('image_link', '=', key), eb('add_link', '=', key), eb('add_link', '=', link)]),
                ),
            )
            .unionAll(
              selectFrom('site_references')
                .select(sql`1`.as('one'))
                .where('logo_key', '=', key),
            ),
        ),
      ),
    )
    .execute()
}

/** The name, type and size of these files (never their bytes), by key. */
export async function siteFilesByKey(
  db: Kysely<Database>,
  keys: ReadonlyArray<string | null>,
): Promise<Map<string, SiteFile>> {
  const wanted = [...new Set(keys.filter((key): key is string => !!key))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .selectFrom('public_files')
    .select((eb) => ['key', 'file_name', 'content_type', eb.fn<number>('octet_length', ['data']).as('size')])
    .where('key', 'in', wanted)
    .execute()
  return new Map(
    rows.map((row) => [
      row.key,
      {
        name: row.file_name,
        content_type: row.content_type,
        size: Number(row.size),
        url: storagePath(row.key),
      },
    ]),
  )
}
