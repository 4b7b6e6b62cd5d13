import type { ProjectSheet } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'
import { formatHours } from '../utils/format-hours.js'
import { PersonLink } from './person-link.js'
import { money } from './report-format.js'

/** A list of facts, a term and its value each; "Not given" for what is missing. */
function Facts({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  const { t } = useTranslation('network-projects-admin')
  return (
    <dl className="projects-admin__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? t('sheet.notGiven')}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The project's fields and owner, its description, its fees with the success fee's outcome, and its figures. */
export function SheetFacts({ sheet }: { sheet: ProjectSheet }) {
  const { t, i18n } = useTranslation('network-projects-admin')
  const language = i18n.language
  const { project, owner, figures } = sheet
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : null)
  const percent = (value: number | null) => (value === null ? null : t('sheet.percent', { value }))
  const where = project.remote
    ? project.city
      ? t('sheet.remoteAnd', { city: project.city })
      : t('sheet.remote')
    : project.city
  const outcome = sheet.success_fee
  return (
    <>
      <div className="projects-admin__grid">
        <section className="card" aria-labelledby="sheet-facts">
          <h3 id="sheet-facts">{t('sheet.facts')}</h3>
          <Facts
            rows={[
              [t('sheet.status'), t(`network-projects:status.${project.status}`)],
              [t('sheet.sector'), project.sector && t(`common:sectors.${project.sector}`)],
              [t('sheet.domain'), project.domain && t(`common:practices.${project.domain}`)],
              [t('sheet.where'), where],
              [
                t('sheet.duration'),
                project.duration_days && t('sheet.days', { count: project.duration_days }),
              ],
              [t('sheet.experience'), project.experience && t(`common:seniority.${project.experience}`)],
              [
                t('sheet.owner'),
                owner && (
                  <>
                    <PersonLink person={owner} /> ({t(`roles.${owner.role}`)})
                  </>
                ),
              ],
              [t('sheet.ownerEmail'), owner?.email],
              [t('sheet.contact'), project.contact],
              [t('sheet.created'), date(project.created_at)],
              [t('sheet.firstPublished'), date(figures.first_published_at)],
              [t('sheet.lastPublished'), date(project.published_at)],
              [t('sheet.updated'), date(project.updated_at)],
            ]}
          />
        </section>
        <section className="card" aria-labelledby="sheet-fees">
          <h3 id="sheet-fees">{t('sheet.fees')}</h3>
          <Facts
            rows={[
              [t('sheet.baseFee'), project.base_fee && money(project.base_fee, language)],
              [t('sheet.successFee'), project.success_fee && money(project.success_fee, language)],
              [t('sheet.bonus'), percent(project.bonus_percent)],
              [t('sheet.malus'), percent(project.malus_percent)],
              [
                t('sheet.kpis'),
                project.kpis.length === 0 ? (
                  t('sheet.noKpi')
                ) : (
                  <ul className="projects-admin__list">
                    {project.kpis.map((kpi, index) => (
                      <li key={index}>{t('sheet.kpi', { name: kpi.name, target: kpi.target })}</li>
                    ))}
                  </ul>
                ),
              ],
              [
                t('sheet.outcome'),
                <span key="outcome" data-outcome={outcome.outcome}>
                  {t(`sheet.outcomes.${outcome.outcome}`, {
                    due: money(outcome.due, language),
                    count: outcome.contracts_completed,
                  })}
                </span>,
              ],
            ]}
          />
        </section>
      </div>
      <section className="card" aria-labelledby="sheet-description">
        <h3 id="sheet-description">{t('sheet.description')}</h3>
        <p className="projects-admin__text">{project.description ?? t('sheet.notGiven')}</p>
      </section>
      <section aria-labelledby="sheet-figures">
        <h3 id="sheet-figures">{t('sheet.figures')}</h3>
        <dl className="projects-admin__tiles">
          {(
            [
              ['applications', String(figures.applications)],
              ['firstApplicant', formatHours(figures.hours_to_first_applicant, t)],
              ['contracts', `${figures.contracts_signed} / ${figures.contracts}`],
              ['contractedBaseFees', money(figures.contracted_base_fees, language)],
              ['dayRateValue', money(figures.day_rate_value, language)],
              ['successFeeDue', money(figures.success_fee_due, language)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="card">
              <dt>{t(`sheet.${key}`)}</dt>
              <dd data-figure={key}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
