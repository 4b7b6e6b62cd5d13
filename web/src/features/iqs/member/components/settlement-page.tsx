import type { MemberSettlement } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { paths } from '../../../../lib/paths.js'
import { useSettlements, useValidateSettlement } from '../api/settlements.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'
import { SettlementChain } from './settlement-chain.js'

/** The five steps of a trade's settlement, in order. */
export function settlementSteps(s: MemberSettlement) {
  return [
    { key: 'buyer', done: s.validatedByBuyer },
    { key: 'seller', done: s.validatedBySeller },
    { key: 'euros', done: s.eurosReceived },
    { key: 'tokens', done: s.tokensTransferred },
    { key: 'signature', done: s.signature !== null },
  ] as const
}

/**
 * /my-iqs-tokens/settlement: my trades with the spec's columns, each step tracked, my side to
 * validate, and once accepted where the settlement stands on chain (issue 19).
 */
export function SettlementPage() {
  const { t, i18n } = useTranslation('iqs-member')
  const errorText = useErrorText()
  const lng = i18n.language
  const settlements = useSettlements()
  const validate = useValidateSettlement()
  const rows = settlements.data ?? []
  const yes = (done: boolean) => (
    <span className={done ? 'check-yes' : 'check-no'}>{done ? t('yes') : t('no')}</span>
  )
  return (
    <section className="card" aria-labelledby="settlement-title">
      <h2 id="settlement-title">{t('settlement.title')}</h2>
      {settlements.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t('settlement.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="grid-table grid-table--light" aria-label={t('settlement.title')}>
            <thead>
              <tr>
                <th scope="col">{t('settlement.transaction')}</th>
                <th scope="col">{t('form.quantity')}</th>
                <th scope="col">{t('settlement.unitPrice')}</th>
                <th scope="col">{t('settlement.totalValue')}</th>
                <th scope="col">{t('settlement.fee')}</th>
                <th scope="col">{t('settlement.netValue')}</th>
                <th scope="col">{t('settlement.steps.buyer')}</th>
                <th scope="col">{t('settlement.steps.seller')}</th>
                <th scope="col">{t('settlement.steps.euros')}</th>
                <th scope="col">{t('settlement.steps.tokens')}</th>
                <th scope="col">{t('settlement.steps.signature')}</th>
                <th scope="col">{t('settlement.chain.column')}</th>
                <th scope="col">{t('settlement.progress')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => {
                const mine = s.side === 'BUY' ? s.validatedByBuyer : s.validatedBySeller
                const steps = settlementSteps(s)
                return (
                  <tr key={s.transaction} data-testid={`settlement-${s.transaction}`}>
                    <td>
                      <span className={s.side === 'BUY' ? 'up' : 'down'}>
                        {t(s.side === 'BUY' ? 'form.buyTab' : 'form.sellTab')}
                      </span>{' '}
                      {s.instrument} · {s.type}
                      <br />
                      <code className="muted">{s.transaction.slice(0, 8)}</code>
                    </td>
                    <td>{formatQuantity(s.quantity, lng)}</td>
                    <td>{formatDecimal(s.unitPrice, lng)} €</td>
                    <td>{formatDecimal(s.totalValue, lng)} €</td>
                    <td>{formatDecimal(s.fee, lng)} €</td>
                    <td>{formatDecimal(s.netValue, lng)} €</td>
                    <td>{yes(s.validatedByBuyer)}</td>
                    <td>{yes(s.validatedBySeller)}</td>
                    <td>{yes(s.eurosReceived)}</td>
                    <td>{yes(s.tokensTransferred)}</td>
                    <td>
                      {s.signature && s.signedPayload ? (
                        <Link
                          to={`${paths.myIqsTokens}/verify`}
                          state={{ payload: s.signedPayload, signature: s.signature }}
                          title={s.signature}
                        >
                          {s.signature.slice(0, 10)}…
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>
                      <SettlementChain tx={s.chain} />
                    </td>
                    <td>
                      <ol className="tracker" aria-label={t('settlement.progress')}>
                        {steps.map((step) => (
                          <li key={step.key} className={step.done ? 'tracker__done' : ''}>
                            <span className="visually-hidden">
                              {t(`settlement.steps.${step.key}`)}: {step.done ? t('yes') : t('no')}
                            </span>
                          </li>
                        ))}
                      </ol>
                      <span className="muted">{t(`settlement.status.${s.status}`)}</span>
                      {s.status === 'PENDING' && !mine && (
                        <button
                          type="button"
                          className="button button--small"
                          disabled={validate.isPending}
                          onClick={() =>
                            validate.mutate(s.transaction, {
                              onSuccess: () => toast.success(t('settlement.validated')),
                              onError: (e) => toast.error(errorText(e, t('settlement.failed'))),
                            })
                          }
                        >
                          {t('settlement.validate')}
                        </button>
                      )}
                    </td>
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
