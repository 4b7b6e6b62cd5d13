import { maxDecimal, minDecimal, percentChange, sumQuantities, type MarketConfigEntry } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Candle } from '../api/get-candles.js'
import type { TapeTrade } from '../../market/live/market-feed.js'
import { INSTRUMENTS, type Instrument } from '../../market/utils/instrument.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'

interface MarketHeaderProps {
  instrument: Instrument
  onInstrument: (instrument: Instrument) => void
  market: MarketConfigEntry | undefined
  inBlackout: boolean
  /** Hourly candles: the last 24 give the day's change, high, low and volume. */
  candles: Candle[]
  trades: TapeTrade[]
}

/** 'OPEN', 'SUSPENDED' or 'BLACKOUT' as the badge shows it. */
export function marketStatus(market: MarketConfigEntry | undefined, inBlackout: boolean) {
  if (!market) return null
  if (inBlackout || market.open_status === 'BLACKOUT') return 'BLACKOUT'
  return market.open_status === 'OPEN' && market.is_open ? 'OPEN' : 'SUSPENDED'
}

/** The ticker line: market switch, last price, 24 h change, high, low, volume and the market status. */
export function MarketHeader({
  instrument,
  onInstrument,
  market,
  inBlackout,
  candles,
  trades,
}: MarketHeaderProps) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const [openedAt] = useState(() => Date.now())
  const since = openedAt - 24 * 3600_000
  const day = candles.filter((c) => new Date(c.start).getTime() >= since)
  const last = trades[0]?.price ?? market?.last_price ?? market?.reference_price ?? null
  const open = day[0]?.open ?? null
  // Exact on the api's strings (protocol money module): the change is rounded once, for display.
  const change = last !== null && open !== null ? percentChange(open, last, 2) : null
  const falling = change !== null && change.startsWith('-')
  const high = maxDecimal(day.map((c) => c.high)) ?? null
  const low = minDecimal(day.map((c) => c.low)) ?? null
  const volume = sumQuantities(day.map((c) => c.volume))
  const status = marketStatus(market, inBlackout)
  const stat = (label: string, value: string, className = '') => (
    <div className="ticker__stat">
      <span className="ticker__label">{label}</span>
      <span className={`ticker__value ${className}`}>{value}</span>
    </div>
  )
  return (
    <header className="ticker" aria-label={t('ticker.label')}>
      <div className="segmented ticker__switch" role="group" aria-label={t('ticker.market')}>
        {INSTRUMENTS.map((i) => (
          <button
            key={i}
            type="button"
            className="segmented__item"
            aria-pressed={i === instrument}
            onClick={() => onInstrument(i)}
          >
            {i}/EUR
          </button>
        ))}
      </div>
      <div className="ticker__stat ticker__last">
        <span className="ticker__label">{t('ticker.last')}</span>
        <span className={`ticker__price ${falling ? 'down' : 'up'}`} data-testid="last-price">
          {last !== null ? `${formatDecimal(last, lng)} €` : '—'}
        </span>
      </div>
      {stat(
        t('ticker.change'),
        change === null ? '—' : `${falling ? '' : '+'}${formatDecimal(change, lng)} %`,
        change === null ? '' : falling ? 'down' : 'up',
      )}
      {stat(t('ticker.high'), high === null ? '—' : formatDecimal(high, lng))}
      {stat(t('ticker.low'), low === null ? '—' : formatDecimal(low, lng))}
      {stat(t('ticker.volume', { instrument }), formatQuantity(volume, lng))}
      {status && (
        <span className={`status-badge status-badge--${status.toLowerCase()}`} data-testid="market-status">
          {t(`ticker.status.${status}`)}
        </span>
      )}
    </header>
  )
}
