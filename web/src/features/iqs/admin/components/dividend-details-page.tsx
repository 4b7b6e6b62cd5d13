import { zodResolver } from '@hookform/resolvers/zod'
import {
  formatQuantity,
  isPayable,
  markDividendPaymentsRequestSchema,
  sumEur,
  type AdminDividendDetail,
  type DividendEntitlement,
} from '@iqs/protocol'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { FieldError } from '../../../../components/ui/field-error.js'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { formatDate, formatDay } from '../../../../lib/format.js'
import { useSession } from '../../../../lib/use-session.js'
import { useDividendAction } from '../api/dividend-action.js'
import { paymentRunWorkbookUrl, useDividend } from '../api/get-dividends.js'
import { adminPaths } from '../admin-paths.js'
import { formatDateTime, formatEur } from '../utils/format-decimal.js'
import { ConfirmButton } from './confirm-button.js'
import { DividendStateBadge } from './dividend-state-badge.js'
import { Fact } from './fact.js'
import { useDividendErrorText } from './use-dividend-error-text.js'

/**
 * /iqs-tokens/dividends/:dividendId (issue 19): one dividend's figures and its payment run. An admin
 * fixes the entitlements once the record date is over, downloads the run for the bank, marks the
 * holders paid (every unpaid one, or those ticked) with the transfer's reference, or cancels the
 * dividend before any payment. The auditor reads the page and downloads the run, nothing more.
 */
export function DividendDetailsPage({ dividendId }: { dividendId: string }) {
  const { t } = useTranslation('iqs-admin')
  const dividend = useDividend(dividendId)
  const d = dividend.data
  return (
    <section aria-labelledby="dividend-title">
      <p>
        <Link to={adminPaths.dividends}>← {t('dividends.back')}</Link>
      </p>
      <ListState
        status={dividend.status}
        isEmpty={false}
        emptyText=""
        errorText={t('dividends.detail.loadError')}
      >
        {d && <DividendDetails dividend={d} />}
      </ListState>
    </section>
  )
}

function DividendDetails({ dividend: d }: { dividend: AdminDividendDetail }) {
  const { t, i18n } = useTranslation('iqs-admin')
  const lang = i18n.language
  const { role } = useSession()
  const isAdmin = role === 'Admin'
  const change = useDividendAction(d.id)
  const errorText = useDividendErrorText()
  const fixed = d.fixedAt !== null
  const eur = (value: string | null) => formatEur(value, lang)
  const record = formatDay(d.recordDate, lang)
  const canCancel = isAdmin && (d.state === 'DECLARED' || d.state === 'FIXED') && d.paidHolders === 0

  const run = (action: 'fix' | 'cancel') =>
    change.mutate(
      { action },
      {
        onSuccess: () => toast.success(t(`dividends.detail.success.${action}`)),
        onError: (error) => toast.error(errorText(error, `dividends.detail.errors.${action}`)),
      },
    )

  return (
    <>
      <header className="admin-page__header">
        <h2 id="dividend-title">{d.title}</h2>
        <DividendStateBadge state={d.state} />
      </header>
      <div className="admin-grid dividend-overview">
        <section className="card" aria-labelledby="dividend-facts">
          <h3 id="dividend-facts">{t('dividends.detail.facts')}</h3>
          <dl className="facts">
            <Fact label={t('dividends.columns.amountPerShare')}>{eur(d.amountPerShare)}</Fact>
            <Fact label={t('dividends.detail.recordDate')}>{record}</Fact>
            <Fact label={t('dividends.columns.paymentDate')}>{formatDay(d.paymentDate, lang)}</Fact>
            <Fact label={t('dividends.detail.recordPosition')}>{d.recordPosition ?? '—'}</Fact>
            <Fact label={t('dividends.columns.state')}>
              <DividendStateBadge state={d.state} />
            </Fact>
            <Fact label={t('dividends.columns.holders')}>
              {fixed
                ? t('dividends.detail.holdersPaid', {
                    count: d.holders,
                    paid: d.paidHolders,
                    payable: d.payableHolders,
                  })
                : '—'}
            </Fact>
            <Fact label={t('dividends.detail.totalShares')}>
              {fixed ? formatQuantity(d.totalShares, lang) : '—'}
            </Fact>
            <Fact label={t('dividends.detail.declaredEur')}>{eur(d.declaredEur)}</Fact>
            <Fact label={t('dividends.detail.totalEur')}>{eur(d.totalEur)}</Fact>
            <Fact label={t('dividends.detail.roundingEur')}>{eur(d.roundingEur)}</Fact>
            <Fact label={t('dividends.detail.paidEur')}>{fixed ? eur(d.paidEur) : '—'}</Fact>
            <Fact label={t('dividends.detail.unpaidEur')}>{fixed ? eur(d.unpaidEur) : '—'}</Fact>
            <Fact label={t('dividends.detail.declaredAt')}>{formatDateTime(d.declaredAt, lang)}</Fact>
            {d.fixedAt && (
              <Fact label={t('dividends.detail.fixedAt')}>{formatDateTime(d.fixedAt, lang)}</Fact>
            )}
            {d.cancelledAt && (
              <Fact label={t('dividends.detail.cancelledAt')}>{formatDateTime(d.cancelledAt, lang)}</Fact>
            )}
          </dl>
        </section>
        <section className="card" aria-labelledby="dividend-run">
          <h3 id="dividend-run">{t('dividends.detail.run')}</h3>
          <p className="muted">{t(`dividends.detail.stateText.${d.state}`, { date: record })}</p>
          {d.state === 'DECLARED' && !d.canFix && (
            <p className="muted">{t('dividends.detail.fixAfter', { date: record })}</p>
          )}
          <div className="admin-actions">
            {isAdmin && d.canFix && (
              <ConfirmButton
                question={t('dividends.detail.confirm.fix', { title: d.title, date: record })}
                pending={change.isPending}
                onConfirm={() => run('fix')}
              >
                {t('dividends.detail.fix')}
              </ConfirmButton>
            )}
            {fixed && d.state !== 'CANCELLED' && (
              <a className="button button--secondary" href={paymentRunWorkbookUrl(d.id)} download>
                {t('dividends.detail.download')}
              </a>
            )}
            {canCancel && (
              <ConfirmButton
                variant="danger"
                question={t('dividends.detail.confirm.cancel', { title: d.title })}
                pending={change.isPending}
                onConfirm={() => run('cancel')}
              >
                {t('dividends.detail.cancel')}
              </ConfirmButton>
            )}
          </div>
        </section>
      </div>
      {fixed && <Entitlements dividend={d} canPay={isAdmin && d.state === 'FIXED'} />}
    </>
  )
}

type Pending = { all: true; reference: string } | { all: false; reference: string; userIds: number[] }

/** The holders' lines; an admin ticks some, or takes every unpaid one, and marks them paid with a reference. */
function Entitlements({ dividend: d, canPay }: { dividend: AdminDividendDetail; canPay: boolean }) {
  const { t, i18n } = useTranslation('iqs-admin')
  const lang = i18n.language
  const change = useDividendAction(d.id)
  const errorText = useDividendErrorText()
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set())
  const [pending, setPending] = useState<Pending | null>(null)
  const { register, handleSubmit, formState, reset } = useForm<{ reference: string }>({
    resolver: zodResolver(markDividendPaymentsRequestSchema.pick({ reference: true })),
    defaultValues: { reference: '' },
  })
  // A line under one cent (0.00) is listed but left out of the payment run: never to mark paid.
  const unpaid = d.entitlements.filter((e) => e.paidAt === null && isPayable(e.amountEur))
  const chosen = unpaid.filter((e) => selected.has(e.userId))
  const payable = canPay && unpaid.length > 0
  const referenceError = formState.errors.reference
    ? t(`dividends.pay.invalid.${formState.errors.reference.type === 'too_big' ? 'tooLong' : 'reference'}`)
    : null

  const toggle = (userId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(userId)
      else next.delete(userId)
      return next
    })

  const pay = (what: Pending) => {
    setPending(null)
    change.mutate(
      {
        action: 'payments',
        body: what.all ? { reference: what.reference } : { reference: what.reference, userIds: what.userIds },
      },
      {
        onSuccess: () => {
          toast.success(t('dividends.pay.success'))
          setSelected(new Set())
          reset()
        },
        onError: (error) => toast.error(errorText(error, 'dividends.pay.failed')),
      },
    )
  }

  return (
    <section className="admin-section" aria-labelledby="dividend-lines">
      <h3 id="dividend-lines">{t('dividends.lines.title')}</h3>
      {payable && (
        <form
          className="admin-filters dividend-pay"
          aria-label={t('dividends.pay.title')}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="field admin-filters__grow">
            <label htmlFor="dividend-reference">{t('dividends.pay.reference')}</label>
            <input
              id="dividend-reference"
              autoComplete="off"
              placeholder={t('dividends.pay.referencePlaceholder')}
              aria-invalid={referenceError ? true : undefined}
              {...register('reference')}
            />
          </div>
          <button
            type="button"
            className="button"
            disabled={change.isPending}
            onClick={(event) =>
              void handleSubmit(({ reference }) => setPending({ all: true, reference }))(event)
            }
          >
            {t('dividends.pay.all')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={change.isPending || chosen.length === 0}
            onClick={(event) =>
              void handleSubmit(({ reference }) =>
                setPending({ all: false, reference, userIds: chosen.map((e) => e.userId) }),
              )(event)
            }
          >
            {t('dividends.pay.selected', { count: chosen.length })}
          </button>
        </form>
      )}
      {payable && <FieldError message={referenceError} />}
      {d.entitlements.length === 0 ? (
        <p className="list-state list-state--empty" role="status">
          {t('dividends.lines.empty')}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="admin-table dividend-lines" aria-label={t('dividends.lines.title')}>
            <thead>
              <tr>
                {payable && (
                  <th className="dividend-lines__pick">
                    <input
                      type="checkbox"
                      aria-label={t('dividends.lines.selectAll')}
                      checked={chosen.length === unpaid.length}
                      onChange={(e) =>
                        setSelected(new Set(e.target.checked ? unpaid.map((line) => line.userId) : []))
                      }
                    />
                  </th>
                )}
                <th>{t('dividends.lines.holder')}</th>
                <th>{t('columns.email')}</th>
                <th className="num">{t('dividends.lines.iqsShares')}</th>
                <th className="num">{t('dividends.lines.ostShares')}</th>
                <th className="num">{t('dividends.lines.amount')}</th>
                <th>{t('dividends.lines.paidOn')}</th>
                <th>{t('dividends.lines.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {d.entitlements.map((line) => (
                <Line
                  key={line.userId}
                  line={line}
                  lang={lang}
                  pick={
                    payable
                      ? { checked: selected.has(line.userId), onChange: (on) => toggle(line.userId, on) }
                      : undefined
                  }
                />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={(payable ? 1 : 0) + 4}>{t('dividends.lines.total')}</th>
                <td className="num">{formatEur(d.totalEur, lang)}</td>
                <td colSpan={2} className="small">
                  {t('dividends.lines.paidTotal', { paid: formatEur(d.paidEur, lang) })}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {pending && (
        <ConfirmDialog
          title={t('confirm.title')}
          text={
            pending.all
              ? t('dividends.pay.confirmAll', {
                  count: unpaid.length,
                  amount: formatEur(d.unpaidEur, lang),
                  reference: pending.reference,
                })
              : t('dividends.pay.confirmSelected', {
                  count: pending.userIds.length,
                  amount: formatEur(sumEur(chosen.map((e) => e.amountEur)), lang),
                  reference: pending.reference,
                })
          }
          confirmLabel={t('confirm.confirm')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={() => pay(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  )
}

function Line({
  line,
  lang,
  pick,
}: {
  line: DividendEntitlement
  lang: string
  pick: { checked: boolean; onChange: (on: boolean) => void } | undefined
}) {
  const { t } = useTranslation('iqs-admin')
  const payable = isPayable(line.amountEur)
  return (
    <tr data-holder={line.userId}>
      {pick && (
        <td className="dividend-lines__pick">
          {payable && line.paidAt === null && (
            <input
              type="checkbox"
              aria-label={t('dividends.lines.select', { holder: line.holder })}
              checked={pick.checked}
              onChange={(e) => pick.onChange(e.target.checked)}
            />
          )}
        </td>
      )}
      <td>{line.holder}</td>
      <td className="person-cell__email">{line.email}</td>
      <td className="num">{formatQuantity(line.iqsShares, lang)}</td>
      <td className="num">{formatQuantity(line.ostShares, lang)}</td>
      <td className="num">{formatEur(line.amountEur, lang)}</td>
      <td className={payable ? 'nowrap' : 'small muted'}>
        {line.paidAt ? formatDate(line.paidAt, lang) : payable ? '—' : t('dividends.lines.notPayable')}
      </td>
      <td className="dividend-lines__reference">{line.paymentReference ?? '—'}</td>
    </tr>
  )
}
