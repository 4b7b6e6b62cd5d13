import type { AdminConversion, AdminSettlement } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useConversionAction } from '../api/conversion-action.js'
import { useAdminConversions } from '../api/get-admin-conversions.js'
import { useAdminSettlements, type SettlementStatus } from '../api/get-admin-settlements.js'
import { useSettlementAction, type SettlementAction } from '../api/settlement-action.js'
import { formatDateTime, formatDecimal, formatEur } from '../utils/format-decimal.js'
import { ChainTxCell } from './chain-tx-cell.js'
import { ConfirmButton } from './confirm-button.js'
import { DecisionButtons, PersonCell, QueueTable, type QueueColumn } from './queue-table.js'
import { StatusBadge } from './status-badge.js'
import { useErrorText } from './use-error-text.js'
import { useSettlementErrorText } from './use-settlement-error-text.js'

/**
 * Settlement validation (spec §3 "Settlement (admin)", §4): mark the euros
 * received, then accept or reject each trade, both irrevocable; an accept that
 * comes too early says which step is missing. Below, the conversions to OST
 * waiting for a decision.
 */
export function SettlementPage() {
  const { t } = useTranslation('iqs-admin')
  const [status, setStatus] = useState<SettlementStatus | undefined>('PENDING')
  const settlements = useAdminSettlements(status)
  const action = useSettlementAction()
  const errorText = useSettlementErrorText()
  // Only decided trades have a settlement on chain: the queue of pending ones keeps its eleven
  // columns, which fit a laptop's width (iqs-admin.css), instead of a column of dashes.
  const settlementColumns = useSettlementColumns(settlements.data?.some((row) => row.chain !== null) ?? false)

  const run = (tradeId: string, which: SettlementAction) =>
    action.mutate(
      { tradeId, action: which },
      {
        onSuccess: () => toast.success(t(`settlement.success.${which}`)),
        onError: (error) => toast.error(errorText(error, `settlement.errors.${which}`)),
      },
    )

  return (
    <section aria-labelledby="settlement-title">
      <header className="admin-page__header">
        <h2 id="settlement-title">{t('settlement.title')}</h2>
        <div className="field field--inline">
          <label htmlFor="st-status">{t('columns.status')}</label>
          <select
            id="st-status"
            value={status ?? ''}
            onChange={(e) => setStatus((e.target.value || undefined) as SettlementStatus | undefined)}
          >
            <option value="">{t('whiteList.all')}</option>
            {(['PENDING', 'SETTLED', 'REJECTED'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </header>
      <QueueTable
        label={t('settlement.title')}
        query={settlements}
        emptyText={t('settlement.empty')}
        errorText={t('settlement.loadError')}
        columns={settlementColumns}
        rowKey={(row) => row.tradeId}
        rowData={(row) => ({ 'data-trade-id': row.tradeId })}
        actions={(row) =>
          row.status === 'PENDING' && (
            <>
              {!row.eurosReceived && (
                <ConfirmButton
                  variant="secondary"
                  question={t('settlement.confirm.euros-received', { buyer: row.buyer.name })}
                  onConfirm={() => run(row.tradeId, 'euros-received')}
                >
                  {t('settlement.actions.euros-received')}
                </ConfirmButton>
              )}
              <DecisionButtons
                acceptQuestion={t('settlement.confirm.accept')}
                rejectQuestion={t('settlement.confirm.reject')}
                onDecide={(decision) => run(row.tradeId, decision)}
              />
            </>
          )
        }
      />
      <ConversionQueue />
    </section>
  )
}

/**
 * Spec §3 "Settlement (admin)": buyer, seller, type, registered date, units, unit €, commission, total;
 * then the steps, the status and, when a listed trade has one, where its settlement stands on chain
 * (issue 19; '—' for a trade without).
 */
function useSettlementColumns(withChain: boolean): QueueColumn<AdminSettlement>[] {
  const { t, i18n } = useTranslation('iqs-admin')
  const lang = i18n.language
  const columns: QueueColumn<AdminSettlement>[] = [
    { header: t('columns.buyer'), cell: (row) => <PersonCell person={row.buyer} /> },
    { header: t('columns.seller'), cell: (row) => <PersonCell person={row.seller} /> },
    { header: t('columns.type'), cell: (row) => `${row.instrument} · ${t(`tradeType.${row.type}`)}` },
    { header: t('columns.registeredDate'), cell: (row) => formatDateTime(row.registeredAt, lang) },
    { header: t('columns.units'), numeric: true, cell: (row) => formatDecimal(row.units, lang) },
    { header: t('columns.unitEur'), numeric: true, cell: (row) => formatEur(row.unitPrice, lang) },
    { header: t('columns.commission'), numeric: true, cell: (row) => formatEur(row.commission, lang) },
    { header: t('columns.total'), numeric: true, cell: (row) => formatEur(row.total, lang) },
    {
      header: t('settlement.steps'),
      cell: (row) => (
        <ul className="steps">
          <Step done={row.validatedByBuyer} label={t('settlement.validatedByBuyer')} />
          <Step done={row.validatedBySeller} label={t('settlement.validatedBySeller')} />
          <Step done={row.eurosReceived} label={t('settlement.eurosReceived')} />
        </ul>
      ),
    },
    { header: t('columns.status'), cell: (row) => <StatusBadge status={row.status} /> },
  ]
  if (withChain) columns.push({ header: t('columns.chain'), cell: (row) => <ChainTxCell tx={row.chain} /> })
  return columns
}

function Step({ done, label }: { done: boolean; label: string }) {
  return (
    <li className={done ? 'steps__done' : 'steps__todo'}>
      <span aria-hidden="true">{done ? '✓' : '○'}</span> {label}
    </li>
  )
}

/** The conversions to OST waiting for a decision, in the same kind of queue as the settlements. */
function ConversionQueue() {
  const { t, i18n } = useTranslation('iqs-admin')
  const conversions = useAdminConversions()
  const action = useConversionAction()
  const errorText = useErrorText()
  const lang = i18n.language
  const run = (id: string, which: 'accept' | 'reject') =>
    action.mutate(
      { id, action: which },
      {
        onSuccess: () => toast.success(t(`conversions.success.${which}`)),
        onError: (error) => toast.error(errorText(error, `conversions.errors.${which}`)),
      },
    )
  const columns: QueueColumn<AdminConversion>[] = [
    { header: t('columns.trader'), cell: (row) => <PersonCell person={row.trader} /> },
    { header: t('columns.registeredDate'), cell: (row) => formatDateTime(row.requestedAt, lang) },
    { header: t('columns.units'), numeric: true, cell: (row) => formatDecimal(row.quantity, lang) },
    { header: t('columns.status'), cell: (row) => <StatusBadge status={row.status} /> },
  ]
  return (
    <section className="admin-section" aria-labelledby="conversions-title">
      <h3 id="conversions-title">{t('conversions.title')}</h3>
      <QueueTable
        label={t('conversions.title')}
        query={conversions}
        emptyText={t('conversions.empty')}
        errorText={t('conversions.loadError')}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => (
          <DecisionButtons
            acceptQuestion={t('conversions.confirm.accept', { quantity: row.quantity })}
            rejectQuestion={t('conversions.confirm.reject')}
            onDecide={(decision) => run(row.id, decision)}
          />
        )}
      />
    </section>
  )
}
