import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate } from 'react-router'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { ApiError } from '../../../lib/api-client.js'
import { paths } from '../../../lib/paths.js'
import { useLoginTotp } from '../api/login-totp.js'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.js'
import { useErrorText } from '../../../lib/error-text.js'
import { isConnectionError } from '../utils/error-message.js'
import { pendingSignIn } from '../utils/pending-sign-in.js'
import './auth.css'

/**
 * /my-account/sign-in/totp: the second sign-in step, with a code from the
 * authenticator app or, when the phone is lost, a recovery code. A wrong
 * code: 'Verification failed. Please try again.' (spec §8).
 */
export function TotpStep() {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const verify = useLoginTotp()
  const completeSignIn = useCompleteSignIn()
  const [pending] = useState(pendingSignIn.read)
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()

  if (!pending) return <Navigate to={paths.signIn} replace />

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = code.trim()
    if (recovery ? value.length < 6 : !/^\d{6}$/.test(value)) {
      setError(t('totp.failed'))
      return
    }
    setError(undefined)
    verify.mutate(value, {
      onSuccess: (result) => completeSignIn(result.user),
      onError: (failure) => {
        setCode('')
        if (failure instanceof ApiError && failure.status === 401) {
          // The half-session (five minutes) is over: the password again.
          pendingSignIn.clear()
          toast.error(t('totp.expired'))
          void navigate(paths.signIn)
        } else if (failure instanceof ApiError && failure.code === 'TOTP_CODE_INVALID') {
          setError(t('totp.failed'))
          toast.error(t('totp.failed'))
        } else if (isConnectionError(failure)) toast.error(t('errors.connection'))
        else toast.error(errorText(failure))
      },
    })
  }

  const inputId = 'totp-code'
  return (
    <div className="auth-page">
      <section className="card auth-card auth-card--narrow" aria-labelledby="totp-title">
        <div className="auth-card__main">
          <h2 id="totp-title">{t('totp.title')}</h2>
          <p className="muted">{t('totp.signingInAs', { email: pending.email })}</p>
          <p>{recovery ? t('totp.introRecovery') : t('totp.intro')}</p>
          {verify.isPending || verify.isSuccess ? (
            <div className="auth-spinner" role="status">
              <span className="spinner spinner--large" aria-hidden="true" />
              <span>{t('totp.verifying')}</span>
            </div>
          ) : (
            <form className="auth-form" onSubmit={submit} noValidate aria-label={t('totp.title')}>
              <div className="field">
                <label htmlFor={inputId}>{recovery ? t('totp.recoveryCode') : t('totp.code')}</label>
                <input
                  id={inputId}
                  className={recovery ? undefined : 'totp-input'}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  inputMode={recovery ? 'text' : 'numeric'}
                  autoComplete="one-time-code"
                  maxLength={recovery ? 32 : 6}
                  autoFocus
                  aria-invalid={!!error}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                />
                {error && (
                  <p className="field__error" id={`${inputId}-error`}>
                    {error}
                  </p>
                )}
              </div>
              <button type="submit" className="button button--large auth-form__submit">
                {t('totp.submit')}
              </button>
              <div className="auth-form__row">
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setRecovery(!recovery)
                    setCode('')
                    setError(undefined)
                  }}
                >
                  {recovery ? t('totp.useApp') : t('totp.useRecovery')}
                </button>
                <Link className="auth-form__link" to={paths.signIn} onClick={() => pendingSignIn.clear()}>
                  {t('totp.back')}
                </Link>
              </div>
            </form>
          )}
        </div>
      </section>
    </div>
  )
}
