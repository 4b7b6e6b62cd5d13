import { formatEur, type Project } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The fields shown: an owner's project and a consultant's job (issue 16 part 2) both have them. */
type ProjectFacts = Omit<Project, 'published_at'>

/** Every field of the project as its owner wrote it; a field not given yet says so. */
export function ProjectFactsView({ project }: { project: ProjectFacts }) {
  const { t, i18n } = useTranslation(['network-projects', 'common'])
  const language = i18n.language
  const notGiven = <span className="muted">{t('detail.notGiven')}</span>
  /** Absent, empty or false (a `cond && text` with no value): "not given yet". */
  const or = (value: ReactNode) =>
    value === null || value === undefined || value === '' || value === false ? notGiven : value
  const eur = (value: string | null) => (value === null ? null : formatEur(value, language))
  const percent = (value: number | null) => (value === null ? null : t('detail.percent', { value }))
  const where = [project.city, project.remote ? t('detail.remote') : null].filter(Boolean).join(' · ')
  const rows: [string, ReactNode][] = [
    [t('form.sector'), or(project.sector && t(`common:sectors.${project.sector}`))],
    [t('form.domain'), or(project.domain && t(`common:practices.${project.domain}`))],
    [t('form.experience'), or(project.experience && t(`common:seniority.${project.experience}`))],
    [t('fields.city_or_remote'), or(where)],
    [
      t('form.duration'),
      or(project.duration_days !== null && t('detail.days', { count: project.duration_days })),
    ],
    [t('form.baseFee'), or(eur(project.base_fee))],
    [t('form.successFee'), or(eur(project.success_fee))],
    [t('form.bonus'), or(percent(project.bonus_percent))],
    [t('form.malus'), or(percent(project.malus_percent))],
    [t('form.contact'), or(project.contact)],
  ]
  return (
    <section className="card project-facts-view" aria-labelledby="project-facts-title">
      <h3 id="project-facts-title">{t('detail.facts')}</h3>
      <dl className="project-facts-view__list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4>{t('form.description')}</h4>
      {/* Plain text: paragraphs and line breaks shown as written, nothing read as markup. */}
      <p className="project-facts-view__description">{or(project.description)}</p>
      <h4>{t('form.kpis')}</h4>
      {project.kpis.length === 0 ? (
        notGiven
      ) : (
        <ul className="project-facts-view__kpis">
          {project.kpis.map((kpi, index) => (
            <li key={index}>
              <strong>{kpi.name}</strong>: {kpi.target}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
