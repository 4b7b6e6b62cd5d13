import { eurTimesQuantity, isEurInput } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { paths } from '../../../../lib/paths.js'
import { usePlaceOrder } from '../api/place-order.js'
import { useOrderPreview } from '../api/preview-order.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { formatDecimal, toTokens } from '../../market/utils/money.js'
import { toDraft, validateOrder, type OrderDraft, type OrderType, type Side } from '../utils/order-draft.js'

interface OrderFormProps {
  instrument: Instrument
  /** Why orders are refused now (suspended, blackout), or null when the market is open. */
  closedReason: string | null
  /** A price clicked in the book; `at` changes on every click, even of the same price. */
  picked?: { price: string; at: number } | null
  /** The market's price decimals from its config, once loaded. */
  priceDecimals?: number
}

/**
 * Order entry: buy or sell, limit or market, price, quantity, the total and the fee the server
 * computes (`POST /api/iqs/order/preview`), then a confirmation step with the TOTP code.
 */
export function OrderForm({ instrument, closedReason, picked, priceDecimals }: OrderFormProps) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const [side, setSide] = useState<Side>('BUY')
  const [type, setType] = useState<OrderType>('LIMIT')
  const [price, setPrice] = useState('')
  const [amount, setAmount] = useState('')
  const [touched, setTouched] = useState(false)
  const [confirming, setConfirming] = useState<OrderDraft | null>(null)
  const [totp, setTotp] = useState('')
  // The failure itself, worded at render time: a change of language rewords it too.
  const [refusal, setRefusal] = useState<{ error: unknown; link?: string } | null>(null)
  const place = usePlaceOrder()
  const errorText = useErrorText()

  // A new click in the book replaces the price (state adjusted while rendering, not in an effect).
  const [lastPicked, setLastPicked] = useState(picked)
  if (picked !== lastPicked) {
    setLastPicked(picked)
    if (picked) {
      setPrice(picked.price)
      setType('LIMIT')
    }
  }

  const input = { instrument, side, type, price, amount, priceDecimals }
  const errors = validateOrder(input)
  const draft = toDraft(input)
  const preview = useOrderPreview(draft)
  // Price times quantity as typed, exact on the strings: no float between the entry and the total.
  const tokens = toTokens(amount)
  const localTotal =
    type === 'LIMIT' && tokens !== null && isEurInput(price.trim(), priceDecimals)
      ? eurTimesQuantity(price.trim(), tokens)
      : null

  const review = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    setRefusal(null)
    if (draft) setConfirming(draft)
  }

  const send = (event: FormEvent) => {
    event.preventDefault()
    if (!confirming) return
    place.mutate(
      { ...confirming, totp: totp.trim() },
      {
        onSuccess: (order) => {
          toast.success(t('form.placed', { status: t(`orderStatus.${order.status}`) }))
          setConfirming(null)
          setTotp('')
          setAmount('')
          setTouched(false)
        },
        onError: (error) => {
          const details =
            error instanceof ApiError ? (error.details as { link?: string } | undefined) : undefined
          setRefusal(details?.link ? { error, link: details.link } : { error })
          toast.error(errorText(error, t('form.failed')))
        },
      },
    )
  }

  const sideLabel = t(side === 'BUY' ? 'form.buy' : 'form.sell', { instrument })

  if (confirming)
    return (
      <form className="panel order-form" onSubmit={send} aria-labelledby="confirm-title">
        <header className="panel__head">
          <h2 id="confirm-title">{t('form.confirmTitle')}</h2>
        </header>
        <dl className="order-form__summary">
          <dt>{t('form.side')}</dt>
          <dd className={side === 'BUY' ? 'up' : 'down'}>{sideLabel}</dd>
          <dt>{t('form.type')}</dt>
          <dd>{t(type === 'LIMIT' ? 'form.limit' : 'form.market')}</dd>
          <dt>{t('form.quantity')}</dt>
          <dd>{confirming.amount}</dd>
          <dt>{t('form.price')}</dt>
          <dd>{confirming.price ?? t('form.marketPrice')}</dd>
          {preview.data && (
            <>
              <dt>{t('form.fee')}</dt>
              <dd>{formatDecimal(preview.data.fee, lng)} €</dd>
              <dt>{t('form.totalWithFee')}</dt>
              <dd>{formatDecimal(preview.data.total, lng)} €</dd>
            </>
          )}
        </dl>
        <label>
          {t('form.totp')}
          <input
            value={totp}
            onChange={(e) => setTotp(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            autoFocus
          />
        </label>
        {refusal && (
          <p className="form-error" role="alert">
            {errorText(refusal.error, t('form.failed'))}{' '}
            {refusal.link && <Link to={paths.preferences}>{t('form.totpSettings')}</Link>}
          </p>
        )}
        <div className="order-form__actions">
          <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
            {t('form.back')}
          </button>
          <button type="submit" className={`button button--${side.toLowerCase()}`} disabled={place.isPending}>
            {t('form.confirm')}
          </button>
        </div>
      </form>
    )

  return (
    <form className="panel order-form" onSubmit={review} noValidate aria-labelledby="order-form-title">
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
            onClick={() => setSide(s)}
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
            onClick={() => setType(ty)}
          >
            {t(ty === 'LIMIT' ? 'form.limit' : 'form.market')}
          </button>
        ))}
      </div>
      <label>
        {t('form.priceEur')}
        <input
          value={type === 'MARKET' ? '' : price}
          placeholder={type === 'MARKET' ? t('form.marketPrice') : '0.00'}
          disabled={type === 'MARKET'}
          onChange={(e) => setPrice(e.target.value)}
          inputMode="decimal"
          aria-invalid={touched && !!errors.price}
        />
      </label>
      {touched && errors.price && (
        <p className="form-error" role="alert">
          {t(`form.${errors.price}`)}
        </p>
      )}
      <label>
        {t('form.quantity')}
        <input
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="numeric"
          aria-invalid={touched && !!errors.amount}
        />
      </label>
      {touched && errors.amount && (
        <p className="form-error" role="alert">
          {t(`form.${errors.amount}`)}
        </p>
      )}
      <dl className="order-form__summary" aria-live="polite">
        <dt>{t('form.total')}</dt>
        <dd>{localTotal ? `${formatDecimal(localTotal, lng)} €` : '—'}</dd>
        <dt>{t('form.fee')}</dt>
        <dd data-testid="fee-preview">
          {preview.data && draft ? `${formatDecimal(preview.data.fee, lng)} €` : '—'}
        </dd>
        <dt>{t(side === 'BUY' ? 'form.totalToPay' : 'form.totalToReceive')}</dt>
        <dd>{preview.data && draft ? `${formatDecimal(preview.data.total, lng)} €` : '—'}</dd>
      </dl>
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
