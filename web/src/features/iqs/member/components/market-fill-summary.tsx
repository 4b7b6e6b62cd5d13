import type { MarketFill } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'
import type { Side, TimeInForce } from '../utils/order-draft.js'

interface MarketFillSummaryProps {
  fill: MarketFill
  side: Side
  timeInForce: TimeInForce
}

/**
 * What a market order does in the book now (the api walked it, issue 14): how much fills, at what
 * average and up to which price, and, when the book cannot fill it all, what happens to the rest
 * (cancelled, or the whole fill-or-kill order refused) or that nothing fills.
 */
export function MarketFillSummary({ fill, side, timeInForce }: MarketFillSummaryProps) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const values = {
    filled: formatQuantity(fill.filled, lng),
    requested: formatQuantity(fill.requested, lng),
    unfilled: formatQuantity(fill.unfilled, lng),
    price: fill.worst_price ? formatDecimal(fill.worst_price, lng) : '',
  }
  const nothing = fill.filled === '0'
  const warning =
    fill.stopped_by === null
      ? null
      : timeInForce === 'FOK'
        ? t('form.fill.partialFok', values)
        : fill.stopped_by === 'OWN_ORDER'
          ? t('form.fill.ownOrder', values)
          : nothing
            ? t(side === 'BUY' ? 'form.fill.noneBuy' : 'form.fill.noneSell')
            : t('form.fill.partial', values)
  return (
    <div className="market-fill" data-testid="market-fill">
      {!nothing && (
        <dl className="order-form__summary">
          <dt>{t('form.fill.fills')}</dt>
          <dd data-testid="market-fill-quantity">{t('form.fill.ofRequested', values)}</dd>
          {fill.average_price && (
            <>
              <dt>{t('form.fill.average')}</dt>
              <dd>{formatDecimal(fill.average_price, lng)} €</dd>
            </>
          )}
          {fill.worst_price && (
            <>
              <dt>{t('form.fill.upTo')}</dt>
              <dd>{formatDecimal(fill.worst_price, lng)} €</dd>
            </>
          )}
        </dl>
      )}
      {warning && (
        <p className="form-error" role="alert" data-testid="market-fill-warning">
          {warning}
        </p>
      )}
    </div>
  )
}
