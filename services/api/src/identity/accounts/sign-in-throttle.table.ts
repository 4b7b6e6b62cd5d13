/** An account's password checks since its last successful sign-in (migrations/0740_sign_in_throttles.sql). */
export interface SignInThrottlesTable {
  user_id: number
  failures: number
  throttled_until: Date | null
  updated_at: Date
}
