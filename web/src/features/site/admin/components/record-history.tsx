import type { AdminActionEntry } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** The actions whose changes the history spells out (a creation or deletion names no before/after). */
const DETAILED = /^(update|set_|remove_)/

/**
 * A record's history, newest first (issue 18: every admin action is recorded): what was done, by
 * whom, when, and for an edit each field before and after.
 */
export function RecordHistory({ entries }: { entries: readonly AdminActionEntry[] }) {
  const { t, i18n } = useTranslation('admin-web-site')
  const when = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const value = (raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return t('history.empty')
    if (typeof raw === 'boolean') return raw ? t('history.yes') : t('history.no')
    const text = String(raw)
    return text.length > 60 ? `${text.slice(0, 60)}…` : text
  }
  return (
    <section className="site-admin__history" aria-labelledby="site-admin-history">
      <h3 id="site-admin-history">{t('history.title')}</h3>
      {entries.length === 0 ? (
        <p className="muted">{t('history.none')}</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <p>
                <strong>{t(`history.actions.${entry.action}`, { defaultValue: entry.action })}</strong>{' '}
                <span className="muted">
                  {t('history.by', {
                    name: entry.admin?.name || t('history.someone'),
                    when: when.format(new Date(entry.at)),
                  })}
                </span>
              </p>
              {DETAILED.test(entry.action) && (
                <ul>
                  {Object.entries(entry.changes).map(([field, change]) => {
                    const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown }
                    return (
                      <li key={field}>
                        {t('history.change', {
                          field: t(`fields.${field}`, { defaultValue: field }),
                          from: value(from),
                          to: value(to),
                        })}
                      </li>
                    )
                  })}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
