import type { OAuthProvider } from '@iqs/protocol'
import type { Generated } from 'kysely'

/** A Google, LinkedIn or Facebook account linked to a user, by the provider's stable subject id. */
export interface UserIdentitiesTable {
  provider: OAuthProvider
  subject: string
  user_id: number
  email: string | null
  created_at: Generated<Date>
}
