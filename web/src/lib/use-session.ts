import { useSyncExternalStore } from 'react'
import { readSession, subscribeToSession, type Role, type SessionUser } from './session.js'

let cachedKey = ''
let cached: SessionUser | null = null

/** A stable snapshot: the same object while the stored values stay the same. */
function snapshot(): SessionUser | null {
  const next = readSession()
  const key = JSON.stringify(next)
  if (key !== cachedKey) {
    cachedKey = key
    cached = next
  }
  return cached
}

/**
 * The session user from browser storage and the role that follows from it
 * ('Guest' when nobody is signed in). Re-renders when the session changes,
 * in this tab or another.
 *
 * @example
 * const { user, role } = useSession()
 */
export function useSession(): { user: SessionUser | null; role: Role } {
  const user = useSyncExternalStore(subscribeToSession, snapshot, () => null)
  return { user, role: user?.userRole ?? 'Guest' }
}
