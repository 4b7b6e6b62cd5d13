import type { MarketConfigEntry, TickerData } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import type { TapeTrade } from '../../market/live/market-feed.js'
import { INSTRUMENTS, type Instrument } from '../../market/utils/instrument.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'

interface MarketHeaderProps {
  instrument: Instrument
  onInstrument: (instrument: Instrument) => void
  market: MarketConfigEntry | undefined
  inBlackout: boolean
  /** The live ticker (`ticker.*`): last price and the rolling 24 h figures; null until it comes. */
  ticker: TickerData | null
  trades: TapeTrade[]
}

/** 'OPEN', 'SUSPENDED' or 'BLACKOUT' as the badge shows it. */
export function marketStatus(market: MarketConfigEntry | undefined, inBlackout: boolean) {
  if (!market) return null
  if (inBlackout || market.open_status === 'BLACKOUT') return 'BLACKOUT'
  return market.open_status === 'OPEN' && market.is_open ? 'OPEN' : 'SUSPENDED'
}

/**
 * The ticker line: market switch, last price, 24 h change, high, low, volume and the market status,
 * all live: the figures from the `ticker.*` channel (the server's rolling 24 hours, sent after each
 * trade), the status from the market config the feed keeps live.
 */
export function MarketHeader({
  instrument,
  onInstrument,
  market,
  inBlackout,
  ticker,
  trades,
}: MarketHeaderProps) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const last = ticker?.last_price ?? trades[0]?.price ?? market?.last_price ?? market?.reference_price ?? null
  // Worked out exactly by the server (protocol money module), rounded once, for display.
  const change = ticker?.change_24h_percent ?? null
  const falling = change !== null && change.startsWith('-')
  const high = ticker?.high_24h ?? null
  const low = ticker?.low_24h ?? null
  const volume = ticker?.volume_24h ?? null
  const status = marketStatus(market, inBlackout)
  const stat = (name: string, label: string, value: string, className = '') => (
    <div className="ticker__stat">
      <span className="ticker__label">{label}</span>
      <span className={`ticker__value ${className}`} data-testid={`ticker-${name}`}>
        {value}
      </span>
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
        'change',
        t('ticker.change'),
        change === null ? '—' : `${falling ? '' : '+'}${formatDecimal(change, lng)} %`,
        change === null ? '' : falling ? 'down' : 'up',
      )}
      {stat('high', t('ticker.high'), high === null ? '—' : formatDecimal(high, lng))}
      {stat('low', t('ticker.low'), low === null ? '—' : formatDecimal(low, lng))}
      {stat(
        'volume',
        t('ticker.volume', { instrument }),
        volume === null ? '—' : formatQuantity(volume, lng),
      )}
      {status && (
        <span className={`status-badge status-badge--${status.toLowerCase()}`} data-testid="market-status">
          {t(`ticker.status.${status}`)}
        </span>
      )}
    </header>
  )
}
