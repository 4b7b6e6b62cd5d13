import { formatEur, type ContractKpi, type KpiResult } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

interface ContractKpisProps {
  kpis: ContractKpi[]
  results: KpiResult[] | null
  multiple: string | null
  due: string | null
  /** The heading's id, unique on the page (the criteria page lists several). */
  headingId: string
  title: string
}

/** The KPIs the success fee is tied to, and once completed their measures, the multiple and the fee due. */
export function ContractKpis({ kpis, results, multiple, due, headingId, title }: ContractKpisProps) {
  const { t, i18n } = useTranslation('network-contracts')
  return (
    <section className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {kpis.length === 0 ? (
        <p className="muted">{t('kpis.none')}</p>
      ) : (
        <table className="contract-kpis">
          <thead>
            <tr>
              <th scope="col">{t('kpis.name')}</th>
              <th scope="col">{t('kpis.target')}</th>
              {results && <th scope="col">{t('kpis.measured')}</th>}
              {results && <th scope="col">{t('kpis.achievement')}</th>}
            </tr>
          </thead>
          <tbody>
            {(results ?? kpis).map((kpi, index) => (
              <tr key={index}>
                <td>{kpi.name}</td>
                <td>{kpi.target}</td>
                {results && <td>{(kpi as KpiResult).measured || t('blanked')}</td>}
                {results && <td>{(kpi as KpiResult).achievement_percent} %</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {results && (
        <dl className="project-facts-view__list">
          <div>
            <dt>{t('kpis.multiple')}</dt>
            <dd data-testid="success-multiple">{multiple ?? t('none')}</dd>
          </div>
          <div>
            <dt>{t('kpis.due')}</dt>
            <dd className="contract-fee" data-testid="success-fee-due">
              {due === null ? t('none') : formatEur(due, i18n.language)}
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}
