import { zodResolver } from '@hookform/resolvers/zod'
import {
  commissionPaymentRequestSchema,
  formatEur,
  formatQuantity,
  subtractDecimals,
  EUR_DECIMALS,
  type Commission,
} from '@iqs/protocol'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldError } from '../../../../components/ui/field-error.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useMarkPayment } from '../api/mark-payment.js'
import { fieldMessage } from '../utils/field-message.js'
import { paymentFigures, restInCash, typedDecimal } from '../utils/payment-amounts.js'

type Values = z.input<typeof commissionPaymentRequestSchema>
type Body = z.output<typeof commissionPaymentRequestSchema>

/** An empty price is no price (null), which the schema refuses only when tokens are paid. */
const priceOrNull = (value: unknown) => typedDecimal(value) ?? null

interface PaymentFormProps {
  commission: Pick<Commission, 'id' | 'outstanding_eur' | 'source'>
  /** Whose commission, for the form's title. */
  memberName?: string | undefined
  onClose: () => void
}

/**
 * Mark a payment on a commission: euros, IQS tokens and the price per token. It shows as the admin
 * types the tokens' value (tokens x price) and the payment's total, exactly (the money module), and
 * refuses a total above what is outstanding before asking the api; "Pay the rest" fills the euros
 * that complete the payment once the tokens are counted. One `payment_key` per opening of the form:
 * a double click or a retry after a lost answer pays once (the api answers the first payment).
 */
export function PaymentForm({ commission, memberName, onClose }: PaymentFormProps) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const errorText = useErrorText()
  const id = useId()
  const [paymentKey] = useState(() => crypto.randomUUID())
  const pay = useMarkPayment(commission.id)
  const [refusal, setRefusal] = useState<string | null>(null)
  const outstanding = commission.outstanding_eur
  const { register, handleSubmit, formState, control, setValue } = useForm<Values, unknown, Body>({
    resolver: zodResolver(commissionPaymentRequestSchema),
    defaultValues: { payment_key: paymentKey },
  })
  const errors = formState.errors
  const money = (eur: string) => formatEur(eur, i18n.language)
  const [cash, tokens, price] = useWatch({ control, name: ['cash_eur', 'tokens', 'token_price_eur'] })
  const figures = paymentFigures(
    { cash: String(cash ?? ''), tokens: String(tokens ?? ''), price: String(price ?? '') },
    outstanding,
  )
  const overpaid = figures.overpaid ? t('payment.overpaid', { outstanding: money(outstanding) }) : null

  const onValid = (body: Body) => {
    setRefusal(null)
    if (figures.overpaid) return
    pay.mutate(body, {
      onSuccess: (answer) => {
        // The payments come oldest first: the last is this one (or the first, answered again).
        const pending = answer.payments.at(-1)?.allocation_state === 'pending'
        toast.success(t(pending ? 'payment.donePending' : 'payment.done'))
        onClose()
      },
      onError: (error) => setRefusal(errorText(error, t('payment.failed'))),
    })
  }

  return (
    <form
      className="card iqstem-form iqstem-payment"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <h3 id={`${id}-title`}>
        {t('payment.title', { label: commission.source.label, id: commission.id })}
        {memberName && ` (${memberName})`}
      </h3>
      <div className="iqstem-payment__fields">
        <div className="field">
          <label htmlFor={`${id}-cash`}>{t('payment.cash')}</label>
          <input
            id={`${id}-cash`}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.cash_eur ? true : undefined}
            {...register('cash_eur', { setValueAs: typedDecimal })}
          />
          <FieldError message={fieldMessage(t, errors.cash_eur)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-tokens`}>{t('payment.tokens')}</label>
          <input
            id={`${id}-tokens`}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={errors.tokens ? true : undefined}
            {...register('tokens', { setValueAs: typedDecimal })}
          />
          <FieldError message={fieldMessage(t, errors.tokens)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-price`}>{t('payment.price')}</label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.token_price_eur ? true : undefined}
            {...register('token_price_eur', { setValueAs: priceOrNull })}
          />
          <FieldError message={fieldMessage(t, errors.token_price_eur)} />
        </div>
      </div>
      <dl className="iqstem-payment__figures" aria-live="polite">
        <div>
          <dt>{t('payment.outstanding')}</dt>
          <dd data-figure="outstanding">{money(outstanding)}</dd>
        </div>
        <div>
          <dt>{t('payment.tokenValue')}</dt>
          <dd data-figure="token-value">{figures.tokenValue === null ? '—' : money(figures.tokenValue)}</dd>
        </div>
        <div>
          <dt>{t('payment.total')}</dt>
          <dd data-figure="total">{figures.total === null ? '—' : money(figures.total)}</dd>
        </div>
        <div>
          <dt>{t('payment.remaining')}</dt>
          <dd data-figure="remaining">
            {figures.total === null || figures.overpaid
              ? '—'
              : money(subtractDecimals(outstanding, figures.total, EUR_DECIMALS))}
          </dd>
        </div>
      </dl>
      {figures.tokenValue !== null && figures.tokenValue !== '0.00' && (
        <p className="muted">
          {t('payment.tokensNote', { tokens: formatQuantity(String(tokens ?? '0'), i18n.language) })}
        </p>
      )}
      <FieldError message={overpaid ?? refusal} />
      <div className="iqstem-actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            setValue('cash_eur', restInCash(outstanding, figures.tokenValue), {
              shouldValidate: formState.isSubmitted,
            })
          }
        >
          {t('payment.payRest')}
        </button>
        <button type="submit" className="button" disabled={pay.isPending || figures.overpaid}>
          {t('payment.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
