import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError, apiRequest } from '../../lib/api-client.js'
import { paths } from '../../lib/paths.js'
import { clearSession } from '../../lib/session.js'
import { toast } from '../ui/toast/toast-store.js'

/** Spec §8's logout texts: the api could not revoke (503), no answer at all, anything else. */
function failureKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'account.logoutFailed'
  if (error instanceof ApiError && (error.code === 'LOGOUT_NOT_REVOKED' || error.status >= 500))
    return 'account.logoutNotBlacklisted'
  return 'account.logoutClientError'
}

/**
 * Logout as spec §4 says: ask the api to revoke the session (through the
 * one api client), then clear it locally whatever the answer (the role
 * becomes Guest, nothing of the user's stays cached), tell the user, and go
 * to /my-account/sign-in/disconnected.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async () => {
    // Leave the page before the server revokes anything: on a signed-in-only page, a query answered 401
    // meanwhile (or the session cleared under it) would send the user to sign-in instead.
    await navigate(paths.signInDisconnected)
    try {
      await apiRequest('/api/logout', { method: 'POST' })
      toast.success(t('account.logoutDone'))
    } catch (error) {
      toast.error(t(failureKey(error)))
    }
    clearSession(window.localStorage, { byLogout: true })
    queryClient.clear()
  }
}
