import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { NewPublicFileRow, PublicFileRow } from './public-files.table.js'

/** One public file by its storage key, or undefined. */
export function findPublicFile(db: Kysely<Database>, key: string): Promise<PublicFileRow | undefined> {
  return db.selectFrom('public_files').selectAll().where('key', '=', key).executeTakeFirst()
}

/** Sizes of the given files, for listings that show a download's weight without loading it. */
export async function publicFileSizes(db: Kysely<Database>, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .selectFrom('public_files')
    .select((eb) => ['key', eb.fn<number>('octet_length', ['data']).as('size')])
    .where('key', 'in', keys)
    .execute()
  return new Map(rows.map((row) => [row.key, Number(row.size)]))
}

/** Stores files whose key is not taken yet; existing ones are left as they are (demo seeding). */
export async function insertMissingPublicFiles(
  db: Kysely<Database>,
  files: NewPublicFileRow[],
): Promise<void> {
  if (files.length === 0) return
  await db
    .insertInto('public_files')
    .values(files)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}
