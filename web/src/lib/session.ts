/**
 * The session user kept in browser storage (spec §3), one key per field as
 * the spec names them. The accounts work (issue 6) writes it at sign-in and
 * register through `saveSession`; everything else reads it through
 * `useSession`.
 */
export type Role = 'Guest' | 'Client' | 'ExecPartner' | 'Consultant' | 'IQStem' | 'Admin' | 'Auditor'

export interface SessionUser {
  userId: number
  userEmail: string
  userFirstName: string
  userLastName: string
  userRole: Role
  language: 'en' | 'fr'
}

const KEYS = ['userId', 'userEmail', 'userFirstName', 'userLastName', 'userRole'] as const
const ROLES: readonly Role[] = ['Guest', 'Client', 'ExecPartner', 'Consultant', 'IQStem', 'Admin', 'Auditor']
const CHANGE_EVENT = 'iqs:session-change'

/** The signed-in user, or null for a guest (nothing stored, or a stored role of Guest). */
export function readSession(storage: Storage = window.localStorage): SessionUser | null {
  const userId = Number(storage.getItem('userId'))
  const role = storage.getItem('userRole') as Role | null
  if (!Number.isInteger(userId) || userId <= 0 || !role || !ROLES.includes(role) || role === 'Guest')
    return null
  return {
    userId,
    userEmail: storage.getItem('userEmail') ?? '',
    userFirstName: storage.getItem('userFirstName') ?? '',
    userLastName: storage.getItem('userLastName') ?? '',
    userRole: role,
    language: storage.getItem('language') === 'fr' ? 'fr' : 'en',
  }
}

/**
 * Whether this tab's last session ended by the user's own logout. A signed-in-only page still on
 * screen while the logout leaves it (React renders the next page in a transition) then sends the
 * user on to the disconnected page, not to sign-in: the logout's own destination wins.
 */
let loggedOut = false
export const endedByLogout = (): boolean => loggedOut

/** Stores the session user (sign-in, register) and tells every reader. */
export function saveSession(user: SessionUser, storage: Storage = window.localStorage): void {
  loggedOut = false
  for (const key of KEYS) storage.setItem(key, String(user[key]))
  storage.setItem('language', user.language)
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Forgets the user (logout, expiry): the role becomes Guest; the language preference stays. */
export function clearSession(
  storage: Storage = window.localStorage,
  { byLogout = false }: { byLogout?: boolean } = {},
): void {
  loggedOut = byLogout
  for (const key of KEYS) storage.removeItem(key)
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Calls `listener` when the session changes here or in another tab. */
export function subscribeToSession(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener)
  window.addEventListener('storage', listener)
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener)
    window.removeEventListener('storage', listener)
  }
}
