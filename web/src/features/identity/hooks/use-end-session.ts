import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { clearSession } from '../../../lib/session.js'

/**
 * Forgets the signed-in user here after the api ended the session (sign
 * out everywhere, account deleted): role Guest, nothing of theirs cached.
 */
export function useEndSession(): (to: string) => void {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (to) => {
    // Leave the signed-in page first: cleared while still on it, it would send the visitor to sign in.
    void Promise.resolve(navigate(to)).finally(() => {
      clearSession()
      queryClient.clear()
    })
  }
}
