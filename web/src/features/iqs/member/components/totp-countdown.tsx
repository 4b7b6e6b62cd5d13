import { percentOf } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { useTotpCountdown } from '../hooks/use-totp-countdown.js'
import { TOTP_STEP_SECONDS } from '../utils/totp-step.js'

/**
 * A small countdown to the next 30 s step beside the TOTP field: a code about to change (or just
 * used, then refused until the next one) is no surprise.
 */
export function TotpCountdown() {
  const { t } = useTranslation('iqs-member')
  const seconds = useTotpCountdown()
  return (
    <p className="totp-countdown" data-testid="totp-countdown" aria-live="off">
      <span
        className="totp-countdown__bar"
        aria-hidden="true"
        style={{ width: `${percentOf(seconds, TOTP_STEP_SECONDS, 0) ?? '0'}%` }}
      />
      <span>{t('form.totpCountdown', { seconds })}</span>
    </p>
  )
}
