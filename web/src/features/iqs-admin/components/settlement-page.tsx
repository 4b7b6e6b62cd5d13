import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../components/ui/list-state.js'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { useConversionAction } from '../api/conversion-action.js'
import { useAdminConversions } from '../api/get-admin-conversions.js'
import { useAdminSettlements, type SettlementStatus } from '../api/get-admin-settlements.js'
import { useSettlementAction, type SettlementAction } from '../api/settlement-action.js'
import { formatDateTime, formatDecimal, formatEur } from '../utils/format-decimal.js'
import { ConfirmButton } from './confirm-button.js'
import { StatusBadge } from './status-badge.js'
import { useErrorText } from './use-error-text.js'

/**
 * Settlement validation (spec §3 "Settlement (admin)", §4): mark the euros
 * received, then accept or reject each trade, both irrevocable; below, the
 * conversions to OST waiting for a decision.
 */
export function SettlementPage() {
  const { t, i18n } = useTranslation('iqs-admin')
  const [status, setStatus] = useState<SettlementStatus | undefined>('PENDING')
  const settlements = useAdminSettlements(status)
  const action = useSettlementAction()
  const errorText = useErrorText()
  const lang = i18n.language

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
      <ListState
        status={settlements.status}
        isEmpty={settlements.data?.length === 0}
        emptyText={t('settlement.empty')}
        errorText={t('settlement.loadError')}
      >
        <div className="table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t('columns.buyer')}</th>
                <th>{t('columns.seller')}</th>
                <th>{t('columns.type')}</th>
                <th>{t('columns.registeredDate')}</th>
                <th className="num">{t('columns.units')}</th>
                <th className="num">{t('columns.unitEur')}</th>
                <th className="num">{t('columns.commission')}</th>
                <th className="num">{t('columns.total')}</th>
                <th>{t('settlement.steps')}</th>
                <th>{t('columns.status')}</th>
                <th>
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {settlements.data?.map((row) => (
                <tr key={row.tradeId} data-trade-id={row.tradeId}>
                  <td>
                    {row.buyer.name}
                    <div className="muted small">{row.buyer.email}</div>
                  </td>
                  <td>
                    {row.seller.name}
                    <div className="muted small">{row.seller.email}</div>
                  </td>
                  <td>
                    {row.instrument} · {t(`tradeType.${row.type}`)}
                  </td>
                  <td>{formatDateTime(row.registeredAt, lang)}</td>
                  <td className="num">{formatDecimal(row.units, lang)}</td>
                  <td className="num">{formatEur(row.unitPrice, lang)}</td>
                  <td className="num">{formatEur(row.commission, lang)}</td>
                  <td className="num">{formatEur(row.total, lang)}</td>
                  <td>
                    <ul className="steps">
                      <Step done={row.validatedByBuyer} label={t('settlement.validatedByBuyer')} />
                      <Step done={row.validatedBySeller} label={t('settlement.validatedBySeller')} />
                      <Step done={row.eurosReceived} label={t('settlement.eurosReceived')} />
                    </ul>
                  </td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td>
                    {row.status === 'PENDING' && (
                      <div className="admin-actions admin-actions--tight">
                        {!row.eurosReceived && (
                          <ConfirmButton
                            variant="secondary"
                            question={t('settlement.confirm.euros-received', { buyer: row.buyer.name })}
                            onConfirm={() => run(row.tradeId, 'euros-received')}
                          >
                            {t('settlement.actions.euros-received')}
                          </ConfirmButton>
                        )}
                        <ConfirmButton
                          question={t('settlement.confirm.accept')}
                          onConfirm={() => run(row.tradeId, 'accept')}
                        >
                          {t('settlement.actions.accept')}
                        </ConfirmButton>
                        <ConfirmButton
                          variant="danger"
                          question={t('settlement.confirm.reject')}
                          onConfirm={() => run(row.tradeId, 'reject')}
                        >
                          {t('settlement.actions.reject')}
                        </ConfirmButton>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      <ConversionQueue />
    </section>
  )
}

function Step({ done, label }: { done: boolean; label: string }) {
  return (
    <li className={done ? 'steps__done' : 'steps__todo'}>
      <span aria-hidden="true">{done ? '✓' : '○'}</span> {label}
    </li>
  )
}

function ConversionQueue() {
  const { t, i18n } = useTranslation('iqs-admin')
  const conversions = useAdminConversions()
  const action = useConversionAction()
  const errorText = useErrorText()
  const run = (id: string, which: 'accept' | 'reject') =>
    action.mutate(
      { id, action: which },
      {
        onSuccess: () => toast.success(t(`conversions.success.${which}`)),
        onError: (error) => toast.error(errorText(error, `conversions.errors.${which}`)),
      },
    )
  return (
    <section className="admin-section" aria-labelledby="conversions-title">
      <h3 id="conversions-title">{t('conversions.title')}</h3>
      <ListState
        status={conversions.status}
        isEmpty={conversions.data?.length === 0}
        emptyText={t('conversions.empty')}
        errorText={t('conversions.loadError')}
      >
        <div className="table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t('columns.trader')}</th>
                <th>{t('columns.registeredDate')}</th>
                <th className="num">{t('columns.units')}</th>
                <th>{t('columns.status')}</th>
                <th>
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {conversions.data?.map((row) => (
                <tr key={row.id}>
                  <td>
                    {row.trader.name}
                    <div className="muted small">{row.trader.email}</div>
                  </td>
                  <td>{formatDateTime(row.requestedAt, i18n.language)}</td>
                  <td className="num">{formatDecimal(row.quantity, i18n.language)}</td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td>
                    <div className="admin-actions admin-actions--tight">
                      <ConfirmButton
                        question={t('conversions.confirm.accept', { quantity: row.quantity })}
                        onConfirm={() => run(row.id, 'accept')}
                      >
                        {t('settlement.actions.accept')}
                      </ConfirmButton>
                      <ConfirmButton
                        variant="danger"
                        question={t('conversions.confirm.reject')}
                        onConfirm={() => run(row.id, 'reject')}
                      >
                        {t('settlement.actions.reject')}
                      </ConfirmButton>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </section>
  )
}
