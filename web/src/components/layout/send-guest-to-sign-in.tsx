import { Navigate } from 'react-router'
import { paths } from '../../lib/paths.js'
import { endedByLogout } from '../../lib/session.js'

/**
 * Where a signed-in-only page sends a guest: sign-in, or, right after their own logout, the
 * disconnected page the logout is on its way to (use-logout.ts). A page still on screen while the
 * logout leaves it would otherwise send the user to sign-in instead.
 */
export function SendGuestToSignIn() {
  return <Navigate to={endedByLogout() ? paths.signInDisconnected : paths.signIn} replace />
}
