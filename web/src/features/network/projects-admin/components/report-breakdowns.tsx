import { PROJECT_STATUSES, type ProjectsReport } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { money } from './report-format.js'

interface Group {
  key: string
  label: string
  projects: number
  applications: number
  contracts_signed: number
  contracted_base_fees: string
}

/** One breakdown as a table of its groups; it scrolls in its own frame. */
function GroupTable({ title, groups }: { title: string; groups: Group[] }) {
  const { t, i18n } = useTranslation('network-projects-admin')
  return (
    <div className="projects-admin__table-wrap" tabIndex={0} role="region" aria-label={title}>
      <table className="projects-admin__table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.group')}</th>
            <th scope="col" className="num">
              {t('reports.figures.projects')}
            </th>
            <th scope="col" className="num">
              {t('reports.figures.applications')}
            </th>
            <th scope="col" className="num">
              {t('reports.figures.contracts_signed')}
            </th>
            <th scope="col" className="num">
              {t('reports.figures.contracted_base_fees')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.key}>
              <th scope="row">{group.label}</th>
              <td className="num">{group.projects}</td>
              <td className="num">{group.applications}</td>
              <td className="num">{group.contracts_signed}</td>
              <td className="num">{money(group.contracted_base_fees, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The projects of the period by state, by sector and by owner. */
export function ReportBreakdowns({ report }: { report: ProjectsReport }) {
  const { t } = useTranslation('network-projects-admin')
  return (
    <div className="projects-admin__grid">
      <section className="card" aria-labelledby="projects-report-by-status">
        <h3 id="projects-report-by-status">{t('reports.byStatus')}</h3>
        <dl className="projects-admin__facts">
          {PROJECT_STATUSES.map((status) => (
            <div key={status}>
              <dt>{t(`network-projects:status.${status}`)}</dt>
              <dd data-status={status}>{report.by_status[status]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <GroupTable
        title={t('reports.bySector')}
        groups={report.by_sector.map((group) => ({
          ...group,
          key: group.sector ?? '',
          label: group.sector ? t(`common:sectors.${group.sector}`) : t('reports.noSector'),
        }))}
      />
      <GroupTable
        title={t('reports.byOwner')}
        groups={report.by_owner.map((group) => ({
          ...group,
          key: String(group.owner?.user_id ?? ''),
          label: group.owner
            ? `${group.owner.name ?? t('reports.erased')} (${t(`roles.${group.owner.role}`)})`
            : t('reports.noOwner'),
        }))}
      />
    </div>
  )
}
