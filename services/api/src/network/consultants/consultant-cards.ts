import {
  languageEntrySchema,
  type BusinessFunction,
  type ConsultantCard,
  type Practice,
  type Sector,
  type Seniority,
} from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { availabilityOn } from '../leaders/leader-cards.js'
import { photoUrls } from '../profiles/profile-view.js'
import type { CardRow } from './shown-consultants.js'

const storedLanguage = languageEntrySchema.omit({ id: true })

/**
 * The cards of these rows, in their order: the profile's languages (one query for all), whether
 * each is on `ownerId`'s shortlist, the availability dated from `today` (YYYY-MM-DD). Never an
 * e-mail, a phone or an address: the rows do not even hold them.
 */
export async function toCards(
  db: Kysely<Database>,
  rows: readonly CardRow[],
  ownerId: number,
  today: string,
): Promise<ConsultantCard[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => Number(row.user_id))
  const [languages, shortlisted] = await Promise.all([
    db
      .selectFrom('network_profile_entries')
      .select(['user_id', 'content'])
      .where('user_id', 'in', ids)
      .where('section', '=', 'languages')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('network_shortlists')
      .select('consultant_user_id')
      .where('owner_user_id', '=', ownerId)
      .where('consultant_user_id', 'in', ids)
      .execute(),
  ])
  const onShortlist = new Set(shortlisted.map((row) => Number(row.consultant_user_id)))
  return rows.map((row) => {
    const id = Number(row.user_id)
    return {
      user_id: id,
      first_name: row.first_name || null,
      last_name: row.last_name || null,
      title: row.title,
      thumbnail_url: photoUrls(id, row.avatar_key)?.thumbnail_url ?? null,
      sectors: (row.sectors ?? []) as Sector[],
      practices: (row.practices ?? []) as Practice[],
      functions: (row.functions ?? []) as BusinessFunction[],
      seniority: row.seniority as Seniority | null,
      languages: languages
        .filter((entry) => Number(entry.user_id) === id)
        .map((entry) => storedLanguage.parse(entry.content)),
      availability: availabilityOn(row.available_from, today),
      available_from: row.available_from,
      // numeric(12, 2): the drivers answer it with its two decimals, as applications show theirs.
      day_rate: row.day_rate,
      shortlisted: onShortlist.has(id),
    }
  })
}
