import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { apiClient, ApiError } from '../../../lib/api-client.js'
import i18n from '../../../lib/i18n.js'
import { clearSession, readSession, saveSession } from '../../../lib/session.js'
import { errorText } from '../../../lib/error-text.js'
import { getMe } from '../api/get-me.js'
import { toSessionUser } from '../utils/to-session-user.js'

/**
 * Keeps the stored session user (spec §3) honest. When the api refuses a
 * refresh, the session is over: the user is cleared (role Guest) and told.
 * On app start, a stored user is confirmed with `GET /api/me` (through the
 * client, so an expired access token is refreshed first): the names and
 * role are updated from the server, and a 401 after a failed refresh
 * clears them. A failure without an answer keeps the user: being offline
 * is not being signed out.
 */
export function useSessionKeeper(): void {
  const queryClient = useQueryClient()

  useEffect(
    () =>
      apiClient.onSessionExpired((error) => {
        const hadUser = readSession() !== null
        clearSession()
        queryClient.removeQueries({ queryKey: ['account'] })
        if (!hadUser) return
        toast.error(
          error.code === 'ACCOUNT_SUSPENDED' ? errorText(i18n, error) : i18n.t('account.sessionExpired'),
        )
      }),
    [queryClient],
  )

  useEffect(() => {
    const stored = readSession()
    if (!stored) return
    const controller = new AbortController()
    getMe(controller.signal).then(
      (me) => {
        if (me?.user) saveSession(toSessionUser(me.user, stored.language))
      },
      (error: unknown) => {
        // A 401 the refresh could not cure already cleared the session through the listener above.
        if (error instanceof ApiError && error.status === 401) clearSession()
      },
    )
    return () => controller.abort()
  }, [])
}
