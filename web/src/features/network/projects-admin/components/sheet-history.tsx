import type { AdminActionEntry, SheetHistoryEntry } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../utils/format-date-time.js'

/**
 * Everything recorded on the project and its records, oldest first, with who did it; then the
 * admins' actions on the project, newest first, with what they changed.
 */
export function SheetHistory({
  history,
  adminActions,
}: {
  history: readonly SheetHistoryEntry[]
  adminActions: readonly AdminActionEntry[]
}) {
  const { t, i18n } = useTranslation('network-projects-admin')
  const language = i18n.language
  return (
    <>
      <section className="projects-admin__section" aria-labelledby="sheet-history">
        <h3 id="sheet-history">{t('sheet.history')}</h3>
        {history.length === 0 ? (
          <p className="muted">{t('sheet.noHistory')}</p>
        ) : (
          <div
            className="projects-admin__table-wrap"
            tabIndex={0}
            role="region"
            aria-label={t('sheet.history')}
          >
            <table className="projects-admin__table">
              <caption className="visually-hidden">{t('sheet.history')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sheet.when')}</th>
                  <th scope="col">{t('sheet.what')}</th>
                  <th scope="col">{t('sheet.who')}</th>
                  <th scope="col">{t('sheet.message')}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((entry, index) => (
                  <tr key={index}>
                    <td className="projects-admin__nowrap">{formatDateTime(entry.at, language)}</td>
                    <td>
                      {`${t(`processes.${entry.process}`)} ${t(
                        `transitions.${entry.process}.${entry.transition}`,
                        {
                          defaultValue: entry.transition,
                        },
                      )}`}
                      {entry.from_state !== entry.to_state && (
                        <span className="muted">
                          {' '}
                          ({t('sheet.moved', { from: entry.from_state, to: entry.to_state })})
                        </span>
                      )}
                    </td>
                    <td>
                      {entry.actor
                        ? `${entry.actor.name ?? t('sheet.erased')} (${t(`roles.${entry.actor.role}`)})`
                        : t('sheet.platform')}
                    </td>
                    <td className="projects-admin__text">{entry.message ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="projects-admin__section" aria-labelledby="sheet-admin-actions">
        <h3 id="sheet-admin-actions">{t('sheet.adminActions')}</h3>
        {adminActions.length === 0 ? (
          <p className="muted">{t('sheet.noAdminAction')}</p>
        ) : (
          <ul className="projects-admin__list">
            {adminActions.map((entry) => (
              <li key={entry.id}>
                <strong>
                  {t('sheet.adminAction', {
                    action: entry.action,
                    admin: entry.admin?.name ?? t('sheet.unknownAdmin'),
                  })}
                </strong>{' '}
                <span className="muted">{formatDateTime(entry.at, language)}</span>
                {Object.keys(entry.changes).length > 0 && (
                  <code className="projects-admin__changes">{JSON.stringify(entry.changes)}</code>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
