import type { ReactNode } from 'react'
import { SendGuestToSignIn } from '../../../components/layout/send-guest-to-sign-in.js'
import { useSession } from '../../../lib/use-session.js'

/**
 * A page for signed-in users only: a guest is sent to sign in, or, right after their own logout, to
 * the disconnected page the logout is on its way to. The api enforces the same on every call.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user } = useSession()
  if (!user) return <SendGuestToSignIn />
  return children
}
