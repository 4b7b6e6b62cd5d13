import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { useAdminAccounts } from '../api/admin-accounts.js'
import { AdminAccountCard } from './admin-account-card.js'
import './admin-access.css'

/**
 * `/admin-access` (issue 18, beyond the spec's tree): every admin account and the groups it holds,
 * each changed with its own form, and the history of the changes. For admins holding `admins`.
 */
export function AdminAccessPage() {
  const { t } = useTranslation('admin-access')
  const accounts = useAdminAccounts()
  const items = accounts.data?.items ?? []
  return (
    <div className="admin-access">
      <h2>{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <ListState
        status={accounts.status}
        isEmpty={items.length === 0}
        emptyText={t('empty')}
        errorText={t('loadFailed')}
      >
        <ul className="admin-access__list">
          {items.map((account) => (
            <li key={account.user_id}>
              <AdminAccountCard account={account} />
            </li>
          ))}
        </ul>
      </ListState>
    </div>
  )
}
