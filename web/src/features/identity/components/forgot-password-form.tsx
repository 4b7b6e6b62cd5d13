import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.js'
import { useForgotPassword } from '../api/forgot-password.js'
import { useErrorText } from '../../../lib/error-text.js'
import { isEmail } from '../utils/validation.js'
import { FormField } from './form-field.js'
import './auth.css'

/** /my-account/forgot-password: asks the api to e-mail a reset link (ours; the spec's button did nothing). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const forgot = useForgotPassword()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!isEmail(email)) return setError(t('validation.invalidEmail'))
    setError(undefined)
    forgot.mutate(email.trim())
  }

  return (
    <div className="auth-page">
      <section className="card auth-card auth-card--narrow" aria-labelledby="forgot-title">
        <div className="auth-card__main">
          <h2 id="forgot-title">{t('forgot.title')}</h2>
          {forgot.isSuccess ? (
            <p className="auth-notice" role="status">
              {t('forgot.sent', { email: forgot.variables })}
            </p>
          ) : (
            <>
              <p className="muted">{t('forgot.intro')}</p>
              <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
                <FormField
                  id="forgot-email"
                  label={t('fields.email')}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={setEmail}
                  error={error}
                />
                {forgot.isError && (
                  <p className="field__error" role="alert">
                    {t('forgot.failed', { message: errorText(forgot.error) })}
                  </p>
                )}
                <button type="submit" className="button auth-form__submit" disabled={forgot.isPending}>
                  {t('forgot.submit')}
                </button>
              </form>
            </>
          )}
          <p className="auth-card__footer">
            <Link to={paths.signIn}>{t('forgot.back')}</Link>
          </p>
        </div>
      </section>
    </div>
  )
}
