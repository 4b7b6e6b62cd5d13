import { formatDecimal, type Contract } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'
import { PersonLink } from './person-link.js'
import { money } from './report-format.js'

/** A calendar date (YYYY-MM-DD) as the language writes it, read as UTC so it never moves a day. */
const calendarDate = (day: string, language: string) => formatDate(`${day}T00:00:00Z`, language)

/** One contract: its consultant, state, dates, signatures and terms, and its KPIs' results once completed. */
function ContractCard({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation('network-projects-admin')
  const language = i18n.language
  const signed = (at: string | null) => (at ? formatDate(at, language) : t('sheet.notSigned'))
  const name = contract.consultant.name ?? t('sheet.erased')
  return (
    <article className="card projects-admin__contract" aria-label={t('sheet.contract', { name })}>
      <h4>
        {t('sheet.contract', { name })}{' '}
        <span className={`projects-admin__badge projects-admin__badge--${contract.state}`}>
          {t(`states.contract.${contract.state}`)}
        </span>
      </h4>
      <dl className="projects-admin__facts">
        <div>
          <dt>{t('sheet.consultant')}</dt>
          <dd>
            <PersonLink person={contract.consultant} />
          </dd>
        </div>
        <div>
          <dt>{t('sheet.dates')}</dt>
          <dd>
            {t('sheet.datesValue', {
              from: calendarDate(contract.starts_on, language),
              to: calendarDate(contract.ends_on, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('sheet.signatures')}</dt>
          <dd>
            {t('sheet.signedBy', {
              consultant: signed(contract.consultant_signed_at),
              owner: signed(contract.owner_signed_at),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('sheet.dayRate')}</dt>
          <dd>{money(contract.day_rate, language)}</dd>
        </div>
        <div>
          <dt>{t('sheet.baseFee')}</dt>
          <dd>{money(contract.base_fee, language)}</dd>
        </div>
        <div>
          <dt>{t('sheet.successFee')}</dt>
          <dd>{money(contract.success_fee, language)}</dd>
        </div>
        {contract.completed_at && (
          <div>
            <dt>{t('sheet.completedOn')}</dt>
            <dd>{formatDate(contract.completed_at, language)}</dd>
          </div>
        )}
      </dl>
      {contract.kpi_results ? (
        <>
          <div
            className="projects-admin__table-wrap"
            tabIndex={0}
            role="region"
            aria-label={t('sheet.kpiResults')}
          >
            <table className="projects-admin__table">
              <caption>{t('sheet.kpiResults')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sheet.kpiName')}</th>
                  <th scope="col">{t('sheet.kpiTarget')}</th>
                  <th scope="col">{t('sheet.kpiMeasured')}</th>
                  <th scope="col" className="num">
                    {t('sheet.kpiAchievement')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {contract.kpi_results.map((result, index) => (
                  <tr key={index}>
                    <th scope="row">{result.name}</th>
                    <td>{result.target}</td>
                    <td>{result.measured}</td>
                    <td className="num">{t('sheet.percent', { value: result.achievement_percent })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="projects-admin__facts">
            <div>
              <dt>{t('sheet.multiple')}</dt>
              <dd>{contract.success_multiple ? formatDecimal(contract.success_multiple, language) : '-'}</dd>
            </div>
            <div>
              <dt>{t('sheet.feeDue')}</dt>
              <dd data-figure="contract-fee-due">{money(contract.success_fee_due, language)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="muted">{t('sheet.noResults')}</p>
      )}
    </article>
  )
}

/** The project's contracts, newest first. */
export function SheetContracts({ contracts }: { contracts: readonly Contract[] }) {
  const { t } = useTranslation('network-projects-admin')
  return (
    <section className="projects-admin__section" aria-labelledby="sheet-contracts">
      <h3 id="sheet-contracts">{t('sheet.contractsTitle')}</h3>
      {contracts.length === 0 ? (
        <p className="muted">{t('sheet.noContract')}</p>
      ) : (
        contracts.map((contract) => <ContractCard key={contract.id} contract={contract} />)
      )}
    </section>
  )
}
