import type { Generated } from 'kysely'

/** A user's TOTP factor: set up (activated_at null) or active. */
export interface UserTotpTable {
  user_id: number
  /** AES-256-GCM, see secret-box.ts. */
  secret_encrypted: string
  activated_at: Date | null
  /** The newest accepted time step: a code of that step or an older one is refused (replay). */
  last_time_step: number | null
  /**
   * The session whose order was accepted with the code of `last_time_step`: it alone may use that
   * code again within its step (more orders). Null when the step was taken by a sign-in or activation.
   */
  last_session_id: string | null
  failed_attempts: Generated<number>
  locked_until: Date | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** Single-use recovery codes, as HMAC-SHA-256 of the normalised code. */
export interface TotpRecoveryCodesTable {
  id: Generated<number>
  user_id: number
  code_hash: string
  used_at: Date | null
  created_at: Generated<Date>
}
