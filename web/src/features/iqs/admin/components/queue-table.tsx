import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { ConfirmButton } from './confirm-button.js'

/** One column of a queue: its header and what a row shows in it. */
export interface QueueColumn<Row> {
  header: string
  numeric?: boolean
  cell: (row: Row) => ReactNode
}

interface QueueTableProps<Row> {
  /** The table's accessible name. */
  label: string
  /** The list's query (react-query's `status` and `data`). */
  query: { status: 'pending' | 'error' | 'success'; data?: readonly Row[] }
  emptyText: string
  errorText: string
  columns: readonly QueueColumn<Row>[]
  rowKey: (row: Row) => string
  /** `data-*` attributes of a row, e.g. the trade id the browser tests find it by. */
  rowData?: (row: Row) => Record<`data-${string}`, string>
  /** The last, unlabelled column: what the admin can do with the row. */
  actions: (row: Row) => ReactNode
}

/**
 * A queue of items waiting for the admin's decision (settlements, conversions to OST): the list's
 * loading, empty and error states, one row per item, and its actions last.
 *
 * The actions column sticks to the right edge of the table's own scroll area (iqs-admin.css,
 * `.queue-table__actions`): a queue with many columns scrolls sideways inside its frame, never
 * the page, and Accept and Reject stay in sight and clickable at any width.
 */
export function QueueTable<Row>(props: QueueTableProps<Row>) {
  const { t } = useTranslation('iqs-admin')
  const { query, columns } = props
  return (
    <ListState
      status={query.status}
      isEmpty={query.data?.length === 0}
      emptyText={props.emptyText}
      errorText={props.errorText}
    >
      <div className="table-wrap">
        <table className="admin-table queue-table" aria-label={props.label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} className={column.numeric ? 'num' : undefined}>
                  {column.header}
                </th>
              ))}
              <th className="queue-table__actions">
                <span className="visually-hidden">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data?.map((row) => (
              <tr key={props.rowKey(row)} {...props.rowData?.(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? 'num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="queue-table__actions">
                  <div className="admin-actions admin-actions--stack">{props.actions(row)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ListState>
  )
}

/** A person in a queue: the name, the e-mail under it. */
export function PersonCell({ person }: { person: { name: string; email: string } }) {
  return (
    <>
      {person.name}
      <div className="muted small person-cell__email">{person.email}</div>
    </>
  )
}

/** Accept or reject, each confirmed first (both are final). */
export function DecisionButtons(props: {
  acceptQuestion: string
  rejectQuestion: string
  onDecide: (decision: 'accept' | 'reject') => void
}) {
  const { t } = useTranslation('iqs-admin')
  return (
    <>
      <ConfirmButton question={props.acceptQuestion} onConfirm={() => props.onDecide('accept')}>
        {t('settlement.actions.accept')}
      </ConfirmButton>
      <ConfirmButton
        variant="danger"
        question={props.rejectQuestion}
        onConfirm={() => props.onDecide('reject')}
      >
        {t('settlement.actions.reject')}
      </ConfirmButton>
    </>
  )
}
