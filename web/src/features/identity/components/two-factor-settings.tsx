import type { TotpSetup } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { useActivateTotp } from '../api/activate-totp.js'
import { useSetupTotp } from '../api/setup-totp.js'
import { useErrorText } from '../../../lib/error-text.js'
import { RecoveryCodes } from './recovery-codes.js'

/**
 * Turning on two-step verification: a QR code (and the key, for typing in),
 * a first code to prove the app has it, then the recovery codes, once.
 */
export function TwoFactorSettings({ activated, email }: { activated: boolean; email: string }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const setup = useSetupTotp()
  const activate = useActivateTotp()
  const [secret, setSecret] = useState<TotpSetup | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  function start() {
    setup.mutate(undefined, {
      onSuccess: (answer) => setSecret(answer),
      onError: (failure) => toast.error(t('preferences.twoFactor.failed', { message: errorText(failure) })),
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.trim())) return setError(t('preferences.twoFactor.codeInvalid'))
    setError(undefined)
    activate.mutate(code.trim(), {
      onSuccess: (answer) => {
        setSecret(null)
        setCode('')
        setRecoveryCodes(answer.recoveryCodes)
        toast.success(t('preferences.twoFactor.activated'))
      },
      onError: (failure) => {
        setCode('')
        setError(errorText(failure))
      },
    })
  }

  return (
    <section className="card preferences-section" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('preferences.twoFactor.title')}</h2>
      <p className="muted">{t('preferences.twoFactor.text')}</p>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} email={email} onDone={() => setRecoveryCodes(null)} />
      ) : activated ? (
        <p className="status-line status-line--on">{t('preferences.twoFactor.on')}</p>
      ) : secret ? (
        <div className="totp-setup">
          <div className="totp-setup__qr">
            <p>{t('preferences.twoFactor.scan')}</p>
            <img src={secret.qrCodeDataUrl} alt={t('preferences.twoFactor.qrAlt')} width={200} height={200} />
            <p className="muted">{t('preferences.twoFactor.manual')}</p>
            <code className="totp-setup__secret" data-testid="totp-secret">
              {secret.secret}
            </code>
          </div>
          <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="totp-enter">
            <p id="totp-enter">{t('preferences.twoFactor.enter')}</p>
            <div className="field">
              <label htmlFor="totp-activate-code">{t('preferences.twoFactor.code')}</label>
              <input
                id="totp-activate-code"
                className="totp-input"
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-invalid={!!error}
                aria-describedby={error ? 'totp-activate-error' : undefined}
                onChange={(event) => setCode(event.target.value)}
              />
              {error && (
                <p className="field__error" id="totp-activate-error">
                  {error}
                </p>
              )}
            </div>
            <div className="auth-form__actions">
              <button type="button" className="button button--secondary" onClick={() => setSecret(null)}>
                {t('preferences.twoFactor.cancel')}
              </button>
              <button type="submit" className="button" disabled={activate.isPending}>
                {t('preferences.twoFactor.activate')}
              </button>
            </div>
          </form>
        </div>
      ) : (
        <div className="preferences-inline">
          <p className="status-line">{t('preferences.twoFactor.off')}</p>
          <button type="button" className="button" onClick={start} disabled={setup.isPending}>
            {t('preferences.twoFactor.start')}
          </button>
        </div>
      )}
    </section>
  )
}
