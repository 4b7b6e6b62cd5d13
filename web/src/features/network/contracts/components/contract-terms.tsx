import { formatEur, type Contract } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'

/** The contract's terms: parties, rate and fees, dates, signatures. */
export function ContractTerms({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation('network-contracts')
  const eur = (value: string | null) => (value === null ? t('none') : formatEur(value, i18n.language))
  const signature = (at: string | null) =>
    at ? t('terms.signedOn', { date: formatDate(at, i18n.language) }) : t('terms.notSigned')
  const percent = (value: number | null) => (value === null ? t('none') : `${value} %`)
  return (
    <section className="card project-facts-view" aria-labelledby="contract-terms-title">
      <h3 id="contract-terms-title">{t('terms.title')}</h3>
      <dl className="project-facts-view__list">
        <div>
          <dt>{t('terms.consultant')}</dt>
          <dd>{contract.consultant.name ?? t('erased')}</dd>
        </div>
        <div>
          <dt>{t('terms.owner')}</dt>
          <dd>{contract.owner.name ?? t('erased')}</dd>
        </div>
        <div>
          <dt>{t('terms.dayRate')}</dt>
          <dd>{eur(contract.day_rate)}</dd>
        </div>
        <div>
          <dt>{t('terms.baseFee')}</dt>
          <dd>{eur(contract.base_fee)}</dd>
        </div>
        <div>
          <dt>{t('terms.successFee')}</dt>
          <dd>{eur(contract.success_fee)}</dd>
        </div>
        <div>
          <dt>{t('terms.bounds')}</dt>
          <dd>
            {t('terms.boundsValue', {
              bonus: percent(contract.bonus_percent),
              malus: percent(contract.malus_percent),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('terms.period')}</dt>
          <dd>
            {t('terms.periodValue', {
              from: formatDate(contract.starts_on, i18n.language),
              to: formatDate(contract.ends_on, i18n.language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('terms.consultantSignature')}</dt>
          <dd data-testid="consultant-signature">{signature(contract.consultant_signed_at)}</dd>
        </div>
        <div>
          <dt>{t('terms.ownerSignature')}</dt>
          <dd data-testid="owner-signature">{signature(contract.owner_signed_at)}</dd>
        </div>
      </dl>
    </section>
  )
}
