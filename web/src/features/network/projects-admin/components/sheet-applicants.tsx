import type { ApplicationSummary } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'
import { PersonLink } from './person-link.js'
import { money } from './report-format.js'

/** The project's applicants, newest first, with the state of their application and their terms. */
export function SheetApplicants({ applications }: { applications: readonly ApplicationSummary[] }) {
  const { t, i18n } = useTranslation('network-projects-admin')
  const language = i18n.language
  return (
    <section className="projects-admin__section" aria-labelledby="sheet-applicants">
      <h3 id="sheet-applicants">{t('sheet.applicants')}</h3>
      {applications.length === 0 ? (
        <p className="muted">{t('sheet.noApplicant')}</p>
      ) : (
        <div
          className="projects-admin__table-wrap"
          tabIndex={0}
          role="region"
          aria-label={t('sheet.applicants')}
        >
          <table className="projects-admin__table">
            <caption className="visually-hidden">{t('sheet.applicants')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sheet.applicant')}</th>
                <th scope="col">{t('sheet.applicationState')}</th>
                <th scope="col" className="num">
                  {t('sheet.dayRate')}
                </th>
                <th scope="col">{t('sheet.availableFrom')}</th>
                <th scope="col">{t('sheet.appliedOn')}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => {
                const { consultant } = application
                const name = `${consultant.first_name ?? ''} ${consultant.last_name ?? ''}`.trim() || null
                return (
                  <tr key={application.id}>
                    <th scope="row">
                      <PersonLink person={{ user_id: consultant.user_id, name, role: 'Consultant' }} />
                      {consultant.title && (
                        <>
                          <br />
                          <span className="muted">{consultant.title}</span>
                        </>
                      )}
                    </th>
                    <td>
                      <span className={`projects-admin__badge projects-admin__badge--${application.state}`}>
                        {t(`states.application.${application.state}`)}
                      </span>
                    </td>
                    <td className="num">{money(application.day_rate, language)}</td>
                    <td>{formatDate(`${application.available_from}T00:00:00Z`, language)}</td>
                    <td>{formatDate(application.created_at, language)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
