import type { Generated, Selectable } from 'kysely'

/** How a session was opened. */
export type SignInMethod = 'password' | 'google' | 'linkedin' | 'facebook'

/** 'pending_totp': the password was right, the second factor is awaited. */
export type SessionStage = 'pending_totp' | 'full'

/** One sign-in: the family of its refresh tokens (migrations/0300_accounts.sql). */
export interface SessionsTable {
  id: string
  user_id: number
  stage: SessionStage
  remember: boolean
  method: SignInMethod
  created_at: Generated<Date>
  last_used_at: Generated<Date>
  expires_at: Date
  revoked_at: Date | null
  revoked_reason: string | null
}

/** A refresh token, by its SHA-256 hash; used once, then replaced. */
export interface RefreshTokensTable {
  id: Generated<number>
  session_id: string
  token_hash: string
  created_at: Generated<Date>
  used_at: Date | null
}

export type SessionRow = Selectable<SessionsTable>
