import { useTranslation } from 'react-i18next'
import type { Instrument } from '../../market/utils/instrument.js'
import { formatQuantity } from '../../market/utils/money.js'
import type { Side } from '../utils/order-draft.js'

/** 25, 50, 75 and 100 %: quarters, so whole tokens come from integer arithmetic alone. */
const QUARTERS = [1, 2, 3, 4] as const

/** A quarter share of `base` whole tokens, rounded down: never more than is there. */
export const shareOf = (base: number, quarters: number) => Math.floor((base * quarters) / 4)

interface AmountShortcutsProps {
  side: Side
  instrument: Instrument
  /** What 100 % is: a sell's available tokens, or what the book's sell side fills for a buy. */
  base: number
  onPick: (amount: string) => void
}

/**
 * The amount shortcuts under the quantity. For a sell, a share of my available tokens. For a buy,
 * euros are settled outside the platform, so there is no euro balance to take a share of: the
 * share is of what the sell side of the book fills now at my price (all of it for a market buy);
 * the line under the buttons says which.
 */
export function AmountShortcuts({ side, instrument, base, onPick }: AmountShortcutsProps) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const baseText = formatQuantity(base, lng)
  return (
    <div className="amount-shortcuts">
      <div className="amount-shortcuts__buttons" role="group" aria-label={t('form.shortcuts')}>
        {QUARTERS.map((quarters) => {
          const percent = quarters * 25
          const amount = shareOf(base, quarters)
          return (
            <button
              key={quarters}
              type="button"
              className="amount-shortcuts__button"
              disabled={amount === 0}
              aria-label={t('form.shortcutLabel', { percent, base: baseText })}
              onClick={() => onPick(String(amount))}
            >
              {t('form.shortcut', { percent })}
            </button>
          )
        })}
      </div>
      <p className="amount-shortcuts__base muted" data-testid="shortcut-base">
        {side === 'SELL'
          ? t('form.baseSell', { qty: baseText, instrument })
          : t('form.baseBuy', { qty: baseText, instrument })}
      </p>
    </div>
  )
}
