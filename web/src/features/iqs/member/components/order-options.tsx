import { useTranslation } from 'react-i18next'
import {
  allowedTimeInForce,
  postOnlyAllowed,
  type OrderType,
  type TimeInForce,
} from '../utils/order-draft.js'

interface OrderOptionsProps {
  type: OrderType
  timeInForce: TimeInForce
  postOnly: boolean
  onTimeInForce: (value: TimeInForce) => void
  onPostOnly: (value: boolean) => void
}

/**
 * Time in force and post-only, as the engine takes them: a market order is IOC or FOK (it never
 * rests), post-only is for a resting limit order only (LIMIT and GTC); what is not allowed is not
 * offered.
 */
export function OrderOptions({ type, timeInForce, postOnly, onTimeInForce, onPostOnly }: OrderOptionsProps) {
  const { t } = useTranslation('iqs-member')
  const canPostOnly = postOnlyAllowed(type, timeInForce)
  return (
    <div className="order-options">
      <label>
        {t('form.timeInForce')}
        <select value={timeInForce} onChange={(e) => onTimeInForce(e.target.value as TimeInForce)}>
          {allowedTimeInForce(type).map((tif) => (
            <option key={tif} value={tif}>
              {t(`form.tif.${tif}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="order-options__check" title={t('form.postOnlyHint')}>
        <input
          type="checkbox"
          checked={canPostOnly && postOnly}
          disabled={!canPostOnly}
          onChange={(e) => onPostOnly(e.target.checked)}
        />
        {t('form.postOnly')}
      </label>
    </div>
  )
}
