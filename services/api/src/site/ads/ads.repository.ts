import type { Ad, ContentLanguage } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * The ads the side column shows on `day` (YYYY-MM-DD, UTC), in their display order and the reader's
 * language: active, with an image, and within their dates. French where the admin wrote it,
 * English otherwise, field by field.
 */
export async function listShowingAds(
  db: Kysely<Database>,
  day: string,
  language: ContentLanguage,
): Promise<Ad[]> {
  const rows = await db
    .selectFrom('ads')
    .select(['id', 'title', 'description', 'title_fr', 'description_fr', 'image_link', 'add_link'])
    .where('active', '=', true)
    .where('image_link', 'is not', null)
    .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', sql<string>`${day}::date`)]))
    .where((eb) =>
      eb.or([eb('active_until', 'is', null), eb('active_until', '>=', sql<string>`${day}::date`)]),
    )
    .orderBy('position')
    .orderBy('id')
    .execute()
  const french = language === 'fr'
  return rows.map((row) => ({
    id: row.id,
    title: (french && row.title_fr) || row.title,
    description: (french && row.description_fr) || row.description,
    image_link: row.image_link ?? '',
    add_link: row.add_link,
  }))
}
