import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/** Which parts of an executive partner's showcase are filled: the onboarding's `showcase` step. */
export interface ShowcaseStatus {
  headline: boolean
  photo: boolean
}

/**
 * The showcase of a user's profile, as the onboarding progress reads it (headline: a title; photo:
 * an avatar cropped by the server).
 */
export async function showcaseStatus(db: Kysely<Database>, userId: number): Promise<ShowcaseStatus> {
  const row = await db
    .selectFrom('network_profiles')
    .select(['title', 'avatar_key'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return { headline: Boolean(row?.title?.trim()), photo: Boolean(row?.avatar_key) }
}
