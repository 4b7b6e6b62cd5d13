import type { AdminPermission } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'
import { useAdminAccount } from '../api/admin-accounts.js'

/** Who changed this admin's groups, when, and what was granted or taken away; newest first. */
export function AdminAccessHistory({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('admin-access')
  const account = useAdminAccount(userId, true)
  const groups = (list: unknown) =>
    Array.isArray(list) && list.length > 0
      ? list.map((p) => t(`common:adminArea.permissions.${p as AdminPermission}`)).join(', ')
      : t('history.none')
  if (account.status === 'pending') return <p role="status">{t('common:state.loading')}</p>
  if (account.status === 'error') return <p role="alert">{t('loadFailed')}</p>
  const history = account.data.history
  return (
    <div className="admin-account__history">
      <h4>{t('history.title')}</h4>
      {history.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <ol>
          {history.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatDate(entry.at, i18n.language)}</time>{' '}
              {t('history.line', {
                who: entry.admin?.name || t('history.someone'),
                granted: groups(entry.changes.granted),
                revoked: groups(entry.changes.revoked),
              })}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
