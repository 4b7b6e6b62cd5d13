import { percentOf } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTendencies, type TendencyPeriod } from '../api/get-tendencies.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { formatQuantity } from '../../market/utils/money.js'

/** Buy versus sell pressure (tokens taken by aggressive buyers and sellers) over a chosen period. */
export function Tendencies({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation('iqs-member')
  const [period, setPeriod] = useState<TendencyPeriod>('1w')
  const tendencies = useTendencies(instrument, period)
  const points = tendencies.data?.points ?? []
  const buy = points.reduce((s, p) => s + Number(p.buy_volume), 0)
  const sell = points.reduce((s, p) => s + Number(p.sell_volume), 0)
  // Shares of the volume in percent, exact and rounded once (protocol money module); even when empty.
  const share = (part: number, decimals: number) => percentOf(part, buy + sell, decimals) ?? '50'
  const peak = Math.max(1, ...points.map((p) => Number(p.buy_volume) + Number(p.sell_volume)))
  const height = (volume: string) => `${percentOf(Number(volume), peak, 2)}%`
  return (
    <section className="panel tendencies" aria-labelledby="tendencies-title">
      <header className="panel__head">
        <h2 id="tendencies-title">{t('tendencies.title')}</h2>
        <div className="segmented segmented--small" role="group" aria-label={t('tendencies.period')}>
          {(['1d', '1w', '1m', '1y'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className="segmented__item"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
            >
              {t(`tendencies.periods.${p}`)}
            </button>
          ))}
        </div>
      </header>
      <div
        className="tendencies__ratio"
        aria-label={t('tendencies.ratio', { buy: share(buy, 0), sell: share(sell, 0) })}
      >
        <span className="up">
          {t('tendencies.buy', { qty: formatQuantity(buy, i18n.language), pct: share(buy, 0) })}
        </span>
        <div className="tendencies__bar">
          <span className="tendencies__buy" style={{ width: `${share(buy, 2)}%` }} />
        </div>
        <span className="down">
          {t('tendencies.sell', {
            qty: formatQuantity(sell, i18n.language),
            pct: share(sell, 0),
          })}
        </span>
      </div>
      <div className="tendencies__bars" aria-hidden="true">
        {points.map((p) => (
          <div key={p.bucket_start} className="tendencies__col" title={p.bucket_start}>
            <span className="tendencies__sellbar" style={{ height: height(p.sell_volume) }} />
            <span className="tendencies__buybar" style={{ height: height(p.buy_volume) }} />
          </div>
        ))}
      </div>
    </section>
  )
}
