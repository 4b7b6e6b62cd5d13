import type { WhiteListCounts, WhiteListStatus } from '@iqs/protocol'
import { whiteListStatuses } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { formatDate } from '../../../../lib/format.js'
import { formatDecimal } from '../utils/format-decimal.js'
import { useWhiteList, type WhiteListFilters } from '../api/get-white-list.js'
import { adminPaths } from '../admin-paths.js'
import { StatusBadge } from './status-badge.js'

/**
 * The white list: every application, filtered by status, type or a name, each linking to its review.
 * It opens on every status, and the status filter says how many applications each status has (under
 * the type and search chosen), so an empty "Pending" never hides the approved traders.
 */
export function WhiteListPage() {
  const { t, i18n } = useTranslation('iqs-admin')
  const [filters, setFilters] = useState<WhiteListFilters>({ page: 1 })
  const list = useWhiteList(filters)
  const counts = list.data?.counts
  const label = (text: string, count: number | undefined) =>
    count === undefined
      ? text
      : t('whiteList.withCount', { label: text, count: formatDecimal(String(count), i18n.language) })
  const change = (next: Partial<WhiteListFilters>) => setFilters((f) => ({ ...f, ...next, page: 1 }))
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0

  return (
    <section aria-labelledby="white-list-title">
      <header className="admin-page__header">
        <h2 id="white-list-title">{t('whiteList.title')}</h2>
        {list.data && <span className="muted">{t('whiteList.total', { count: list.data.total })}</span>}
      </header>
      <form className="admin-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="wl-status">{t('whiteList.status')}</label>
          <select
            id="wl-status"
            value={filters.status ?? ''}
            onChange={(e) => change({ status: (e.target.value || undefined) as WhiteListStatus | undefined })}
          >
            <option value="">{label(t('whiteList.all'), counts && totalOf(counts))}</option>
            {whiteListStatuses.map((s) => (
              <option key={s} value={s}>
                {label(t(`status.${s}`), counts?.[s])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="wl-type">{t('whiteList.type')}</label>
          <select
            id="wl-type"
            value={filters.type ?? ''}
            onChange={(e) =>
              change({ type: (e.target.value || undefined) as WhiteListFilters['type'] | undefined })
            }
          >
            <option value="">{t('whiteList.all')}</option>
            <option value="COMPANY">{t('whiteList.types.COMPANY')}</option>
            <option value="INDIVIDUAL">{t('whiteList.types.INDIVIDUAL')}</option>
          </select>
        </div>
        <div className="field admin-filters__grow">
          <label htmlFor="wl-query">{t('whiteList.search')}</label>
          <input
            id="wl-query"
            type="search"
            value={filters.query ?? ''}
            onChange={(e) => change({ query: e.target.value || undefined })}
          />
        </div>
      </form>
      <ListState
        status={list.status}
        isEmpty={list.data?.items.length === 0}
        emptyText={t('whiteList.empty')}
        errorText={t('whiteList.loadError')}
      >
        <div className="table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t('columns.name')}</th>
                <th>{t('columns.email')}</th>
                <th>{t('columns.businessName')}</th>
                <th>{t('columns.country')}</th>
                <th>{t('columns.type')}</th>
                <th>{t('columns.subType')}</th>
                <th>{t('columns.registered')}</th>
                <th>{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data?.items.map((entry) => (
                <tr key={entry.user_id}>
                  <td>
                    <Link to={adminPaths.whiteListDetails(entry.user_id)}>
                      {entry.first_name} {entry.last_name}
                    </Link>
                  </td>
                  <td>{entry.email}</td>
                  <td>{entry.business_name ?? '—'}</td>
                  <td>{entry.country ?? '—'}</td>
                  <td>{t(`whiteList.types.${entry.type}`)}</td>
                  <td>{entry.sub_type}</td>
                  <td>{formatDate(entry.registered, i18n.language)}</td>
                  <td>
                    <StatusBadge status={entry.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={filters.page}
          pageCount={pageCount}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
        />
      </ListState>
    </section>
  )
}

/** Every application under the type and search: the statuses' counts added up. */
function totalOf(counts: WhiteListCounts): number {
  return whiteListStatuses.reduce((sum, status) => sum + counts[status], 0)
}
