import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { ApiError } from '../../../lib/api-client.js'
import { paths } from '../../../lib/paths.js'
import { useDeleteAccount } from '../api/delete-account.js'
import { useEndSession } from '../hooks/use-end-session.js'
import { useErrorText } from '../../../lib/error-text.js'
import { PasswordField } from './password-field.js'
import './auth.css'

/** /my-account/preferences/delete: confirmed with the password; then signed out, role Guest. */
export function DeleteAccountForm() {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const remove = useDeleteAccount()
  const endSession = useEndSession()
  const [confirmation, setConfirmation] = useState('')
  const [error, setError] = useState<string | undefined>()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!confirmation) return setError(t('deleteAccount.required'))
    setError(undefined)
    remove.mutate(confirmation, {
      onSuccess: () => {
        toast.success(t('deleteAccount.done'))
        endSession(paths.home)
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'PASSWORD_INCORRECT')
          setError(t('deleteAccount.incorrect'))
        else toast.error(t('deleteAccount.failed', { message: errorText(failure) }))
      },
    })
  }

  return (
    <section
      className="card auth-card auth-card--narrow preferences-section--danger"
      aria-labelledby="delete-account-title"
    >
      <div className="auth-card__main">
        <h2 id="delete-account-title">{t('deleteAccount.heading')}</h2>
        <p>{t('deleteAccount.intro')}</p>
        <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="delete-account-title">
          <PasswordField
            id="delete-confirmation"
            label={t('deleteAccount.confirm')}
            autoComplete="current-password"
            value={confirmation}
            onChange={setConfirmation}
            hint={t('deleteAccount.confirmHint')}
            error={error}
          />
          <div className="auth-form__actions">
            <Link className="button button--secondary" to={paths.preferences}>
              {t('deleteAccount.cancel')}
            </Link>
            <button type="submit" className="button button--danger" disabled={remove.isPending}>
              {t('deleteAccount.submit')}
            </button>
          </div>
        </form>
      </div>
    </section>
  )
}
