import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { paths } from '../../../lib/paths.js'
import { useSession } from '../../../lib/use-session.js'

/** A page for signed-in users only: a guest is sent to sign in. The api enforces the same on every call. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user } = useSession()
  if (!user) return <Navigate to={paths.signIn} replace />
  return children
}
