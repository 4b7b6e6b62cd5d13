import type { AccountUser } from '@iqs/protocol'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { currentLanguage } from '../../../lib/i18n.js'
import { paths } from '../../../lib/paths.js'
import { saveSession } from '../../../lib/session.js'
import { pendingSignIn } from '../utils/pending-sign-in.js'
import { toSessionUser } from '../utils/to-session-user.js'

/**
 * The end of every sign-in (password, TOTP, Google, register): store the
 * session user (spec §3), forget whatever was cached for the previous
 * visitor, greet, and go to `/` (spec §4), or to `to`: registration leads into the onboarding
 * (issue 15).
 */
export function useCompleteSignIn(): (user: AccountUser, greetingKey?: string, to?: string) => void {
  const { t, i18n } = useTranslation('account')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (user, greetingKey = 'signIn.welcome', to = paths.root) => {
    pendingSignIn.clear()
    queryClient.removeQueries({ queryKey: ['account'] })
    saveSession(toSessionUser(user, currentLanguage(i18n.resolvedLanguage)))
    toast.success(t(greetingKey, { name: user.first_name || user.email }))
    void navigate(to)
  }
}
