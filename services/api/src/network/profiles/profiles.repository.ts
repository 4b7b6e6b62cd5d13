import type { ProfileListSection } from '@iqs/protocol'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'

type Db = Kysely<Database> | Transaction<Database>

/** An entry of a list section as stored: its content is the section's parsed write body. */
export interface StoredEntry {
  id: string
  section: ProfileListSection
  position: number
  content: unknown
  file_key: string | null
}

/** The profile's own row (headline and photo keys), or undefined before its owner wrote anything. */
export function findProfileRow(db: Db, userId: number) {
  return db.selectFrom('network_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** Creates the profile's row if it does not exist yet: the list sections reference it. */
export async function ensureProfileRow(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('network_profiles')
    .values({ user_id: userId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}

/** Every entry of a user's list sections, each section in its owner's order. */
export function listEntries(db: Db, userId: number): Promise<StoredEntry[]> {
  return db
    .selectFrom('network_profile_entries')
    .select(['id', 'section', 'position', 'content', 'file_key'])
    .where('user_id', '=', userId)
    .orderBy('section')
    .orderBy('position')
    .execute()
}

/** The entries of one section, in order. */
export function listSection(db: Db, userId: number, section: ProfileListSection): Promise<StoredEntry[]> {
  return db
    .selectFrom('network_profile_entries')
    .select(['id', 'section', 'position', 'content', 'file_key'])
    .where('user_id', '=', userId)
    .where('section', '=', section)
    .orderBy('position')
    .execute()
}

/** One entry of a user's section, or undefined (another user's entry is as good as missing). */
export function findEntry(db: Db, userId: number, section: ProfileListSection, id: string) {
  return db
    .selectFrom('network_profile_entries')
    .select(['id', 'section', 'position', 'content', 'file_key'])
    .where('user_id', '=', userId)
    .where('section', '=', section)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Appends an entry at the end of its section. */
export async function insertEntry(
  db: Db,
  entry: { id: string; userId: number; section: ProfileListSection; content: unknown; now: Date },
): Promise<void> {
  const last = await db
    .selectFrom('network_profile_entries')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('user_id', '=', entry.userId)
    .where('section', '=', entry.section)
    .executeTakeFirst()
  await db
    .insertInto('network_profile_entries')
    .values({
      id: entry.id,
      user_id: entry.userId,
      section: entry.section,
      position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
      content: JSON.stringify(entry.content),
      created_at: entry.now,
      updated_at: entry.now,
    })
    .execute()
}

/** Replaces an entry's content; false when the user has no such entry. */
export async function updateEntry(
  db: Db,
  userId: number,
  section: ProfileListSection,
  id: string,
  content: unknown,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('network_profile_entries')
    .set({ content: JSON.stringify(content), updated_at: now })
    .where('user_id', '=', userId)
    .where('section', '=', section)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Deletes an entry; its file key (to delete from the file store), or undefined when none. */
export async function deleteEntry(db: Db, userId: number, section: ProfileListSection, id: string) {
  return db
    .deleteFrom('network_profile_entries')
    .where('user_id', '=', userId)
    .where('section', '=', section)
    .where('id', '=', id)
    .returning(['id', 'file_key'])
    .executeTakeFirst()
}

/** Writes positions 0, 1, 2... in the order of `ids` (already checked to be the whole section). */
export async function writeOrder(
  db: Db,
  userId: number,
  section: ProfileListSection,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('network_profile_entries')
      .set({ position, updated_at: now })
      .where('user_id', '=', userId)
      .where('section', '=', section)
      .where('id', '=', id)
      .execute()
  }
}

/** Sets a publication's file key; the previous one (to delete), or undefined. */
export async function setEntryFile(
  db: Db,
  userId: number,
  id: string,
  fileKey: string,
  now: Date,
): Promise<{ previous: string | null } | undefined> {
  const entry = await findEntry(db, userId, 'publications', id)
  if (!entry) return undefined
  await db
    .updateTable('network_profile_entries')
    .set({ file_key: fileKey, updated_at: now })
    .where('id', '=', id)
    .execute()
  return { previous: entry.file_key }
}
