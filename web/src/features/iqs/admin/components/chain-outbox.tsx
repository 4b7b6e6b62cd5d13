import { chainTxStateSchema, type ChainOutboxRow, type ChainTxState } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ShortHash } from '../../../../components/ui/short-hash.js'
import { useSession } from '../../../../lib/use-session.js'
import type { ChainOutboxFilter } from '../api/get-chain-status.js'
import { formatDateTime } from '../utils/format-decimal.js'
import { ChainRetryButton } from './chain-retry-button.js'
import { ChainStateBadge } from './chain-state-badge.js'

/** Rows asked for at first and added by each "load more"; the api gives at most 500. */
export const OUTBOX_PAGE = 50
export const OUTBOX_MAX = 500

interface ChainOutboxProps {
  rows: readonly ChainOutboxRow[]
  filter: ChainOutboxFilter
  onFilterChange: (filter: ChainOutboxFilter) => void
  /** The next rows are on their way: "load more" waits. */
  loading: boolean
}

/**
 * The transactions the platform owes the chain, newest first: filtered by state, 50 more at a time
 * up to 500. A failed one can be sent again by an admin (the auditor only reads).
 */
export function ChainOutbox({ rows, filter, onFilterChange, loading }: ChainOutboxProps) {
  const { t, i18n } = useTranslation('iqs-admin')
  const { role } = useSession()
  const canRetry = role === 'Admin'
  const canLoadMore = rows.length >= filter.limit && filter.limit < OUTBOX_MAX
  return (
    <section className="admin-section" aria-labelledby="chain-outbox-title">
      <header className="admin-page__header">
        <h3 id="chain-outbox-title">{t('chain.outbox.title')}</h3>
        <div className="field field--inline">
          <label htmlFor="chain-state">{t('chain.outbox.state')}</label>
          <select
            id="chain-state"
            value={filter.state ?? ''}
            onChange={(e) =>
              onFilterChange({
                state: (e.target.value || undefined) as ChainTxState | undefined,
                limit: OUTBOX_PAGE,
              })
            }
          >
            <option value="">{t('chain.outbox.all')}</option>
            {chainTxStateSchema.options.map((state) => (
              <option key={state} value={state}>
                {t(`chain.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
      </header>
      {rows.length === 0 ? (
        <p className="list-state list-state--empty" role="status">
          {t('chain.outbox.empty')}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="admin-table chain-table" aria-label={t('chain.outbox.title')}>
            <thead>
              <tr>
                <th>{t('chain.outbox.columns.kind')}</th>
                <th>{t('chain.outbox.columns.subject')}</th>
                <th>{t('chain.outbox.columns.state')}</th>
                <th className="num">{t('chain.outbox.columns.block')}</th>
                <th>{t('chain.outbox.columns.tx')}</th>
                <th>{t('chain.outbox.columns.error')}</th>
                <th className="num">{t('chain.outbox.columns.attempts')}</th>
                <th>{t('chain.outbox.columns.date')}</th>
                {canRetry && (
                  <th className="chain-table__actions">
                    <span className="visually-hidden">{t('columns.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-chain-row={row.id} data-state={row.state}>
                  <td>{t(`chain.kinds.${row.kind}`)}</td>
                  <td className="chain-table__wrap">
                    <code>{row.subject}</code>
                  </td>
                  <td>
                    <ChainStateBadge state={row.state} />
                  </td>
                  <td className="num">{row.blockNumber ?? '—'}</td>
                  <td>
                    <ShortHash value={row.txHash} />
                  </td>
                  <td className="chain-table__wrap chain-tx__error">{row.error ?? ''}</td>
                  <td className="num">{row.attempts}</td>
                  <td className="small">{formatDateTime(row.updatedAt, i18n.language)}</td>
                  {canRetry && <td>{row.state === 'failed' && <ChainRetryButton rowId={row.id} />}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canLoadMore && (
        <div className="admin-actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={loading}
            aria-busy={loading || undefined}
            onClick={() =>
              onFilterChange({ ...filter, limit: Math.min(filter.limit + OUTBOX_PAGE, OUTBOX_MAX) })
            }
          >
            {t('chain.outbox.loadMore')}
          </button>
        </div>
      )}
    </section>
  )
}
