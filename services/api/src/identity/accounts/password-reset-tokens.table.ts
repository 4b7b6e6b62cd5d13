import type { Generated } from 'kysely'

/** Forgot-password tokens, by SHA-256 hash; single use, expiring. */
export interface PasswordResetTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  expires_at: Date
  used_at: Date | null
  created_at: Generated<Date>
}
