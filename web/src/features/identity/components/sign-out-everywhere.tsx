import { useTranslation } from 'react-i18next'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { paths } from '../../../lib/paths.js'
import { useLogoutAll } from '../api/logout-all.js'
import { useEndSession } from '../hooks/use-end-session.js'
import { useErrorText } from '../../../lib/error-text.js'

/** Ends every session of the account, this browser's included. */
export function SignOutEverywhere() {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const logoutAll = useLogoutAll()
  const endSession = useEndSession()
  return (
    <section className="card preferences-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('preferences.sessions.title')}</h2>
      <p className="muted">{t('preferences.sessions.text')}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={logoutAll.isPending}
        onClick={() =>
          logoutAll.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('preferences.sessions.done'))
              endSession(paths.signIn)
            },
            onError: (error) => toast.error(t('preferences.sessions.failed', { message: errorText(error) })),
          })
        }
      >
        {t('preferences.sessions.logoutAll')}
      </button>
    </section>
  )
}
