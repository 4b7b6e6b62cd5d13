import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { paths } from '../../../lib/paths.js'
import { clearSession } from '../../../lib/session.js'
import { useResetPassword } from '../api/reset-password.js'
import { accountRefusal } from '../utils/account-refusal.js'
import { useErrorText } from '../../../lib/error-text.js'
import { isLongEnough } from '../utils/validation.js'
import { PasswordField } from './password-field.js'
import './auth.css'

/**
 * /my-account/reset-password?token=... — where the api's reset e-mail links
 * (services/api/src/identity/accounts/password-reset.routes.ts). The new password
 * ends every session of the account, so this browser's user is cleared too.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const token = search.get('token') ?? ''
  const reset = useResetPassword()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: typeof errors = {}
    if (!isLongEnough(password)) found.password = t('validation.passwordTooShort')
    if (password !== confirmation) found.confirmation = t('validation.passwordsDoNotMatch')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    reset.mutate(
      { token, password, password_confirmation: confirmation },
      {
        onSuccess: () => {
          clearSession()
          toast.success(t('reset.done'))
          void navigate(paths.signIn)
        },
        onError: (error) => {
          // Too easy to guess: said under the field, in this language; the link still works.
          const refusal = accountRefusal(error, t)
          if (refusal) setErrors({ password: refusal })
          else toast.error(t('reset.failed', { message: errorText(error) }))
        },
      },
    )
  }

  return (
    <div className="auth-page">
      <section className="card auth-card auth-card--narrow" aria-labelledby="reset-title">
        <div className="auth-card__main">
          <h2 id="reset-title">{t('reset.title')}</h2>
          {token.length < 20 ? (
            <p className="field__error" role="alert">
              {t('reset.missingToken')}
            </p>
          ) : (
            <>
              <p className="muted">{t('reset.intro')}</p>
              <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="reset-title">
                <PasswordField
                  id="reset-password"
                  label={t('reset.password')}
                  autoComplete="new-password"
                  value={password}
                  onChange={setPassword}
                  hint={t('register.passwordHint')}
                  error={errors.password}
                />
                <PasswordField
                  id="reset-confirmation"
                  label={t('fields.confirmPassword')}
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={setConfirmation}
                  error={errors.confirmation}
                />
                <button type="submit" className="button auth-form__submit" disabled={reset.isPending}>
                  {t('reset.submit')}
                </button>
              </form>
            </>
          )}
          <p className="auth-card__footer">
            <Link to={paths.forgotPassword}>{t('reset.askAgain')}</Link>
          </p>
        </div>
      </section>
    </div>
  )
}
