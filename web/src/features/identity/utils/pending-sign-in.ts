import type { AccountUser } from '@iqs/protocol'

const KEY = 'iqsPendingTotpUser'

/**
 * The user between the password and the TOTP code. The api holds only a
 * half-session then, with no rights, so the session user of spec §3 is
 * written after the second step; this tab keeps who is signing in (for the
 * TOTP page, and across a reload) in session storage.
 */
export const pendingSignIn = {
  save(user: AccountUser): void {
    window.sessionStorage.setItem(KEY, JSON.stringify(user))
  },
  read(): AccountUser | null {
    try {
      const raw = window.sessionStorage.getItem(KEY)
      return raw ? (JSON.parse(raw) as AccountUser) : null
    } catch {
      return null
    }
  },
  clear(): void {
    window.sessionStorage.removeItem(KEY)
  },
}
