import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { ApiError } from '../../../lib/api-client.js'
import { paths } from '../../../lib/paths.js'
import { useLogin } from '../api/login.js'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.js'
import { accountRefusal } from '../utils/account-refusal.js'
import { useErrorText } from '../../../lib/error-text.js'
import { isConnectionError } from '../utils/error-message.js'
import { pendingSignIn } from '../utils/pending-sign-in.js'
import { isEmail, isLongEnough } from '../utils/validation.js'
import { FormField } from './form-field.js'
import { PasswordField } from './password-field.js'

type Errors = Partial<Record<'email' | 'password', string>>

/**
 * E-mail and password sign-in (spec §2, §4, §5, §8): checked here first,
 * then a spinner in place of the form while the api answers; with
 * two-factor on, the TOTP step comes next, otherwise home.
 */
export function SignInForm() {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const login = useLogin()
  const completeSignIn = useCompleteSignIn()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  // Spec §2: on by default. Ours is sent: off gives browser-session cookies.
  const [remember, setRemember] = useState(true)
  const [errors, setErrors] = useState<Errors>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Errors = {}
    if (!isEmail(email)) found.email = t('validation.invalidEmail')
    if (!isLongEnough(password)) found.password = t('validation.invalidPassword')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    login.mutate(
      { email: email.trim(), password, remember },
      {
        onSuccess: (result) => {
          if (result.totpActivated) {
            pendingSignIn.save(result.user)
            void navigate(paths.signInTotp)
          } else {
            completeSignIn(result.user)
          }
        },
        onError: (error) => {
          setPassword('')
          // Sign-ins paused for this account (ACCOUNT_THROTTLED): how long, in this language.
          const refusal = accountRefusal(error, t)
          if (refusal) toast.error(refusal)
          else if (isConnectionError(error)) toast.error(t('errors.connection'))
          else if (error instanceof ApiError && error.code === 'INVALID_RESPONSE')
            toast.error(t('errors.invalidResponse'))
          else if (error instanceof ApiError && error.status === 401)
            toast.error(t('signIn.invalidCredentials'))
          else toast.error(t('signIn.failed', { message: errorText(error) }))
        },
      },
    )
  }

  if (login.isPending || login.isSuccess) {
    return (
      <div className="auth-spinner" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span>{t('signIn.signingIn')}</span>
      </div>
    )
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={t('signIn.title')}>
      <FormField
        id="sign-in-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <PasswordField
        id="sign-in-password"
        label={t('fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <div className="auth-form__row">
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('signIn.remember')}
        </label>
        <Link className="auth-form__link" to={paths.forgotPassword}>
          {t('signIn.forgot')}
        </Link>
      </div>
      <button type="submit" className="button button--large auth-form__submit">
        {t('signIn.submit')}
      </button>
    </form>
  )
}
