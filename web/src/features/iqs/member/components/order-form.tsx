import { zodResolver } from '@hookform/resolvers/zod'
import { eurTimesQuantity, isEurInput } from '@iqs/protocol'
import { useEffect, useMemo, useState } from 'react'
import { useForm, useWatch, type FieldPath, type FieldPathValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../../lib/error-text.js'
import { useOrderPreview } from '../api/preview-order.js'
import type { BookState } from '../../market/live/book-store.js'
import { fillableQuantity, type OwnResting } from '../../market/live/book-capacity.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { formatDecimal, toTokens } from '../../market/utils/money.js'
import {
  allowedTimeInForce,
  toDraft,
  toOrderRequest,
  type OrderRequest,
  type TimeInForce,
} from '../utils/order-draft.js'
import { ORDER_FORM_DEFAULTS, orderFormSchema, type OrderFormValues } from '../utils/order-form-schema.js'
import { AmountShortcuts } from './amount-shortcuts.js'
import { MarketFillSummary } from './market-fill-summary.js'
import { OrderConfirm } from './order-confirm.js'
import { OrderOptions } from './order-options.js'
import './order-entry.css'

const NO_ORDERS: readonly OwnResting[] = []

interface OrderFormProps {
  instrument: Instrument
  /** Why orders are refused now (suspended, blackout), or null when the market is open. */
  closedReason: string | null
  /** A price clicked in the book; `at` changes on every click, even of the same price. */
  picked?: { price: string; at: number } | null
  /** The market's price decimals from its config, once loaded. */
  priceDecimals?: number | undefined
  /** The live book: what a buy's amount shortcuts take a share of. */
  book?: BookState | null
  /** My tokens available to sell on this market: what a sell's amount shortcuts take a share of. */
  sellable?: number
  /** My open orders on this market: a buy's share leaves out my own asks (no trade with myself). */
  myOrders?: readonly OwnResting[]
}

/**
 * Order entry: buy or sell, limit or market, price, quantity with its 25-100 % shortcuts, time in
 * force and post-only, the total and the fee the server computes (`POST /api/iqs/order/preview`;
 * for a market order, the book walked: how much fills and at what price), then a confirmation step
 * with the TOTP code. The fields are a react-hook-form form checked by the protocol's schemas.
 */
export function OrderForm({
  instrument,
  closedReason,
  picked,
  priceDecimals,
  book = null,
  sellable = 0,
  myOrders = NO_ORDERS,
}: OrderFormProps) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const errorText = useErrorText()
  const schema = useMemo(() => orderFormSchema({ instrument, priceDecimals }), [instrument, priceDecimals])
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(schema),
    defaultValues: ORDER_FORM_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { control, register, setValue, formState } = form
  const [side, type, price, amount, timeInForce, postOnly] = useWatch({
    control,
    name: ['side', 'type', 'price', 'amount', 'timeInForce', 'postOnly'],
  })
  const [confirming, setConfirming] = useState<OrderRequest | null>(null)
  const set = <K extends FieldPath<OrderFormValues>>(name: K, value: FieldPathValue<OrderFormValues, K>) =>
    setValue(name, value, { shouldValidate: formState.isSubmitted, shouldDirty: true })

  // A new click in the book replaces the price and makes the order a limit order.
  useEffect(() => {
    if (!picked) return
    setValue('price', picked.price, { shouldDirty: true })
    setValue('type', 'LIMIT')
  }, [picked, setValue])

  const input = { instrument, side, type, price, amount, priceDecimals }
  const draft = toDraft(input)
  const preview = useOrderPreview(draft)
  // Price times quantity as typed, exact on the strings: no float between the entry and the total.
  const tokens = toTokens(amount)
  const limitPrice = type === 'LIMIT' && isEurInput(price.trim(), priceDecimals) ? price.trim() : null
  const localTotal = limitPrice !== null && tokens !== null ? eurTimesQuantity(limitPrice, tokens) : null
  const shortcutBase = side === 'SELL' ? sellable : fillableQuantity(book, 'BUY', limitPrice, myOrders)
  const marketFill = type === 'MARKET' && draft ? preview.data?.market_fill : undefined

  const chooseType = (next: OrderFormValues['type']) => {
    set('type', next)
    // A market order never rests: GTC becomes IOC.
    if (!allowedTimeInForce(next).includes(timeInForce)) set('timeInForce', 'IOC')
  }
  const review = form.handleSubmit((values) => {
    const valid = toDraft({ ...values, instrument, priceDecimals })
    if (valid) setConfirming(toOrderRequest(valid, values.timeInForce, values.postOnly))
  })

  if (confirming)
    return (
      <OrderConfirm
        instrument={instrument}
        order={confirming}
        preview={preview.data}
        onBack={() => setConfirming(null)}
        onPlaced={() => {
          setConfirming(null)
          form.reset({ ...form.getValues(), amount: '' })
        }}
      />
    )

  const sideLabel = t(side === 'BUY' ? 'form.buy' : 'form.sell', { instrument })
  const errors = formState.errors
  return (
    <form
      className="panel order-form"
      onSubmit={(e) => void review(e)}
      noValidate
      aria-labelledby="order-form-title"
    >
      <header className="panel__head">
        <h2 id="order-form-title">{t('form.title')}</h2>
      </header>
      <div className="segmented segmented--sides" role="group" aria-label={t('form.side')}>
        {(['BUY', 'SELL'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={side === s}
            className={`segmented__item segmented__item--${s.toLowerCase()}`}
            onClick={() => set('side', s)}
          >
            {t(s === 'BUY' ? 'form.buyTab' : 'form.sellTab')}
          </button>
        ))}
      </div>
      <div className="segmented" role="group" aria-label={t('form.type')}>
        {(['LIMIT', 'MARKET'] as const).map((ty) => (
          <button
            key={ty}
            type="button"
            aria-pressed={type === ty}
            className="segmented__item"
            onClick={() => chooseType(ty)}
          >
            {t(ty === 'LIMIT' ? 'form.limit' : 'form.market')}
          </button>
        ))}
      </div>
      <label>
        {t('form.priceEur')}
        {type === 'MARKET' ? (
          <input value="" placeholder={t('form.marketPrice')} disabled readOnly />
        ) : (
          <input
            {...register('price')}
            placeholder="0.00"
            inputMode="decimal"
            aria-invalid={!!errors.price}
          />
        )}
      </label>
      {errors.price?.message && (
        <p className="form-error" role="alert">
          {t(`form.${errors.price.message}`)}
        </p>
      )}
      <label>
        {t('form.quantity')}
        <input {...register('amount')} inputMode="numeric" aria-invalid={!!errors.amount} />
      </label>
      <AmountShortcuts
        side={side}
        instrument={instrument}
        base={shortcutBase}
        onPick={(value) => set('amount', value)}
      />
      {errors.amount?.message && (
        <p className="form-error" role="alert">
          {t(`form.${errors.amount.message}`)}
        </p>
      )}
      <OrderOptions
        type={type}
        timeInForce={timeInForce}
        postOnly={postOnly}
        onTimeInForce={(value: TimeInForce) => set('timeInForce', value)}
        onPostOnly={(value) => set('postOnly', value)}
      />
      <dl className="order-form__summary" aria-live="polite">
        <dt>{t('form.total')}</dt>
        <dd>
          {localTotal
            ? `${formatDecimal(localTotal, lng)} €`
            : marketFill && preview.data
              ? `${formatDecimal(preview.data.transaction_value, lng)} €`
              : '—'}
        </dd>
        <dt>{t('form.fee')}</dt>
        <dd data-testid="fee-preview">
          {preview.data && draft ? `${formatDecimal(preview.data.fee, lng)} €` : '—'}
        </dd>
        <dt>{t(side === 'BUY' ? 'form.totalToPay' : 'form.totalToReceive')}</dt>
        <dd data-testid="total-preview">
          {preview.data && draft ? `${formatDecimal(preview.data.total, lng)} €` : '—'}
        </dd>
      </dl>
      {marketFill && <MarketFillSummary fill={marketFill} side={side} timeInForce={timeInForce} />}
      {preview.error && draft && (
        <p className="form-error" role="alert">
          {errorText(preview.error, t('form.failed'))}
        </p>
      )}
      {closedReason && <p className="form-error">{closedReason}</p>}
      <button type="submit" className={`button button--${side.toLowerCase()}`} disabled={!!closedReason}>
        {sideLabel}
      </button>
    </form>
  )
}
