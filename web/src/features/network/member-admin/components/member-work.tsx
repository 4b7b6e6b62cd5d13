import { formatEur, type MemberApplication, type MemberContract, type MemberProject } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'

/** A calendar day (YYYY-MM-DD) read at noon UTC, so no time zone moves it to the day before. */
const day = (value: string, language: string) => formatDate(`${value}T12:00:00Z`, language)

/** A titled table of the record, or a line saying there is none; its frame scrolls, not the page. */
function WorkSection({
  id,
  title,
  empty,
  head,
  rows,
}: {
  id: string
  title: string
  empty: string
  head: readonly string[]
  rows: readonly ReactNode[]
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="member-table-wrap">
          <table className="member-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {head.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** The projects a client or executive partner owns, with their status and applicants. */
export function MemberProjects({ projects }: { projects: readonly MemberProject[] }) {
  const { t, i18n } = useTranslation('network-member-admin')
  return (
    <WorkSection
      id="member-projects-title"
      title={t('work.projects', { count: projects.length })}
      empty={t('work.noProjects')}
      head={[
        t('work.project'),
        t('work.status'),
        t('work.created'),
        t('work.published'),
        t('work.applicants'),
      ]}
      rows={projects.map((project) => (
        <tr key={project.id}>
          <th scope="row">{project.title ?? t('work.untitled', { id: project.id })}</th>
          <td>{t(`projectStatus.${project.status}`)}</td>
          <td>{formatDate(project.created_at, i18n.language)}</td>
          <td>{project.published_at ? formatDate(project.published_at, i18n.language) : '—'}</td>
          <td className="num">{project.applications}</td>
        </tr>
      ))}
    />
  )
}

/** The applications a consultant sent, with their state and day rate. */
export function MemberApplications({ applications }: { applications: readonly MemberApplication[] }) {
  const { t, i18n } = useTranslation('network-member-admin')
  return (
    <WorkSection
      id="member-applications-title"
      title={t('work.applications', { count: applications.length })}
      empty={t('work.noApplications')}
      head={[t('work.project'), t('work.state'), t('work.dayRate'), t('work.sent')]}
      rows={applications.map((application) => (
        <tr key={application.id}>
          <th scope="row">
            {application.project.title ?? t('work.untitled', { id: application.project.id })}
          </th>
          <td>{t(`applicationStates.${application.state}`)}</td>
          <td className="num">{formatEur(application.day_rate, i18n.language)}</td>
          <td>{formatDate(application.created_at, i18n.language)}</td>
        </tr>
      ))}
    />
  )
}

/** The contracts the member is a party of: their side, the other party, the state and the dates. */
export function MemberContracts({ contracts }: { contracts: readonly MemberContract[] }) {
  const { t, i18n } = useTranslation('network-member-admin')
  return (
    <WorkSection
      id="member-contracts-title"
      title={t('work.contracts', { count: contracts.length })}
      empty={t('work.noContracts')}
      head={[t('work.project'), t('work.side'), t('work.counterpart'), t('work.state'), t('work.dates')]}
      rows={contracts.map((contract) => (
        <tr key={contract.id}>
          <th scope="row">{contract.project.title ?? t('work.untitled', { id: contract.project.id })}</th>
          <td>{t(`work.sides.${contract.side}`)}</td>
          <td>{contract.counterpart?.name ?? t('work.erased')}</td>
          <td>{t(`contractStates.${contract.state}`)}</td>
          <td>
            {t('work.period', {
              from: day(contract.starts_on, i18n.language),
              to: day(contract.ends_on, i18n.language),
            })}
          </td>
        </tr>
      ))}
    />
  )
}
