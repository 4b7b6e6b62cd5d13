import type { WhiteListStatus } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { isKycRequirement } from '../utils/kyc-form.js'

/** Spec §4: restricted (documents needed), pending (admin processing), authorized (may trade). */
export function accountState(status: WhiteListStatus): 'restricted' | 'pending' | 'authorized' | 'locked' {
  if (status === 'APPROVED') return 'authorized'
  if (status === 'PENDING') return 'pending'
  if (status === 'LOCKED') return 'locked'
  return 'restricted'
}

/** The three states explained, the current one marked, and what a restricted file still lacks. */
export function KycState({ status, missing }: { status: WhiteListStatus; missing: string[] }) {
  const { t } = useTranslation('iqs-member')
  const current = accountState(status)
  const lacking = missing.filter(isKycRequirement).map((name) => t(`kyc.requirements.${name}`))
  return (
    <section className="card kyc-state" aria-labelledby="kyc-state-title">
      <h2 id="kyc-state-title">
        {t('kyc.stateTitle')}{' '}
        <span className={`badge badge--${current}`}>{t(`kyc.states.${current}.name`)}</span>
      </h2>
      <ol className="kyc-state__steps">
        {(['restricted', 'pending', 'authorized'] as const).map((state) => (
          <li key={state} aria-current={state === current ? 'step' : undefined}>
            <strong>{t(`kyc.states.${state}.name`)}</strong>
            <span>{t(`kyc.states.${state}.text`)}</span>
          </li>
        ))}
      </ol>
      {current === 'locked' && <p className="form-error">{t('kyc.states.locked.text')}</p>}
      {status === 'REJECTED' && <p className="form-error">{t('kyc.rejected')}</p>}
      {lacking.length > 0 && current === 'restricted' && (
        <p className="muted">{t('kyc.missing', { list: lacking.join(', ') })}</p>
      )}
    </section>
  )
}
