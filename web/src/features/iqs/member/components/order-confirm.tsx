import { zodResolver } from '@hookform/resolvers/zod'
import { placeOrderRequestSchema, type Order, type OrderPreview } from '@iqs/protocol'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { paths } from '../../../../lib/paths.js'
import { usePlaceOrder } from '../api/place-order.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { formatDecimal } from '../../market/utils/money.js'
import type { OrderRequest } from '../utils/order-draft.js'
import { TotpCountdown } from './totp-countdown.js'

/** The code field as the api takes it (six digits): the protocol's own schema of `totp`. */
const codeSchema = z.object({ totp: placeOrderRequestSchema.shape.totp })
type CodeValues = z.input<typeof codeSchema>

interface OrderConfirmProps {
  instrument: Instrument
  order: OrderRequest
  preview: OrderPreview | undefined
  onBack: () => void
  onPlaced: (order: Order) => void
}

/**
 * The confirmation step (spec §5: orders need a TOTP code): the order as it will be sent, its fee
 * and total, and the code from the authenticator app with the seconds the current code has left.
 * A refusal is worded from its code (a code just used says how long to wait for the next one).
 */
export function OrderConfirm({ instrument, order, preview, onBack, onPlaced }: OrderConfirmProps) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const place = usePlaceOrder()
  const errorText = useErrorText()
  // The failure itself, worded at render time: a change of language rewords it too.
  const [refusal, setRefusal] = useState<{ error: unknown; link?: string } | null>(null)
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { totp: '' } })
  const side = order.order_side
  const sideLabel = t(side === 'BUY' ? 'form.buy' : 'form.sell', { instrument })

  const send = form.handleSubmit(({ totp }) => {
    setRefusal(null)
    place.mutate(
      { ...order, totp: totp.trim() },
      {
        onSuccess: (placed) => {
          toast.success(t('form.placed', { status: t(`orderStatus.${placed.status}`) }))
          onPlaced(placed)
        },
        onError: (error) => {
          const details =
            error instanceof ApiError ? (error.details as { link?: string } | undefined) : undefined
          setRefusal(details?.link ? { error, link: details.link } : { error })
          toast.error(errorText(error, t('form.failed')))
        },
      },
    )
  })

  return (
    <form
      className="panel order-form"
      onSubmit={(e) => void send(e)}
      noValidate
      aria-labelledby="confirm-title"
    >
      <header className="panel__head">
        <h2 id="confirm-title">{t('form.confirmTitle')}</h2>
      </header>
      <dl className="order-form__summary">
        <dt>{t('form.side')}</dt>
        <dd className={side === 'BUY' ? 'up' : 'down'}>{sideLabel}</dd>
        <dt>{t('form.type')}</dt>
        <dd>{t(order.order_type === 'LIMIT' ? 'form.limit' : 'form.market')}</dd>
        <dt>{t('form.timeInForce')}</dt>
        <dd>
          {t(`form.tif.${order.time_in_force}`)}
          {order.post_only ? ` · ${t('form.postOnly')}` : ''}
        </dd>
        <dt>{t('form.quantity')}</dt>
        <dd>{order.amount}</dd>
        <dt>{t('form.price')}</dt>
        <dd>{order.price ?? t('form.marketPrice')}</dd>
        {preview && (
          <>
            <dt>{t('form.fee')}</dt>
            <dd>{formatDecimal(preview.fee, lng)} €</dd>
            <dt>{t('form.totalWithFee')}</dt>
            <dd>{formatDecimal(preview.total, lng)} €</dd>
          </>
        )}
      </dl>
      <label>
        {t('form.totp')}
        <input
          {...form.register('totp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-invalid={!!form.formState.errors.totp}
          autoFocus
        />
      </label>
      <TotpCountdown />
      {form.formState.errors.totp && (
        <p className="form-error" role="alert">
          {t('form.totpInvalid')}
        </p>
      )}
      {refusal && (
        <p className="form-error" role="alert">
          {errorText(refusal.error, t('form.failed'))}{' '}
          {refusal.link && <Link to={paths.preferences}>{t('form.totpSettings')}</Link>}
        </p>
      )}
      <div className="order-form__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('form.back')}
        </button>
        <button type="submit" className={`button button--${side.toLowerCase()}`} disabled={place.isPending}>
          {t('form.confirm')}
        </button>
      </div>
    </form>
  )
}
