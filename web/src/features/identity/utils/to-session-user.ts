import type { AccountUser } from '@iqs/protocol'
import type { Language } from '../../../lib/i18n.js'
import type { SessionUser } from '../../../lib/session.js'

/**
 * The api's user (login, register, Google, `/api/me`) as the session user
 * of spec §3. The role names are the same on both sides.
 *
 * @example saveSession(toSessionUser(result.user, currentLanguage()))
 */
export function toSessionUser(user: AccountUser, language: Language): SessionUser {
  return {
    userId: user.id,
    userEmail: user.email,
    userFirstName: user.first_name,
    userLastName: user.last_name,
    userRole: user.user_type,
    language,
  }
}
