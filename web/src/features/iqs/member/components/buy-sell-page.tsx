import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCandles } from '../api/get-candles.js'
import { useMarketConfig } from '../api/get-market-config.js'
import { useMyOrders } from '../api/get-my-orders.js'
import { useMarketFeed } from '../../market/hooks/use-market-feed.js'
import { bookView } from '../../market/live/book-store.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { Balances } from './balances.js'
import { ConversionPanel } from './conversion-panel.js'
import { MarketHeader, marketStatus } from './market-header.js'
import { OpenOrders } from './open-orders.js'
import { OrderBook } from '../../market/components/order-book.js'
import { OrderForm } from './order-form.js'
import { P2PPanel } from './p2p-panel.js'
import { Tendencies } from './tendencies.js'
import { TradesTape } from './trades-tape.js'
import './trading.css'

// The chart library is the heaviest part of the screen: it loads after the book and the form.
const PriceChart = lazy(() => import('./price-chart.js').then((m) => ({ default: m.PriceChart })))

type Tab = 'orders' | 'p2p' | 'conversion'

/** /my-iqs-tokens/buy-sell: the trading screen of IQS or OST. */
export function BuySellPage() {
  const { t } = useTranslation('iqs-member')
  const [instrument, setInstrument] = useState<Instrument>('IQS')
  const [picked, setPicked] = useState<{ price: string; at: number } | null>(null)
  const [tab, setTab] = useState<Tab>('orders')
  const feed = useMarketFeed(instrument)
  const config = useMarketConfig()
  const candles = useCandles(instrument, '1h')
  const orders = useMyOrders()
  const view = useMemo(() => bookView(feed.book), [feed.book])
  const market = config.data?.[instrument]
  const status = marketStatus(market, config.data?.in_blackout ?? false)
  const closedReason =
    status === 'BLACKOUT'
      ? t('ticker.closed.BLACKOUT')
      : status === 'SUSPENDED'
        ? t('ticker.closed.SUSPENDED')
        : null

  const openOrders = orders.data ?? []
  return (
    <div className="trading" data-testid="trading-screen">
      <MarketHeader
        instrument={instrument}
        onInstrument={(i) => {
          setInstrument(i)
          setPicked(null)
        }}
        market={market}
        inBlackout={config.data?.in_blackout ?? false}
        candles={candles.data ?? []}
        trades={feed.trades}
      />
      <div className="trading__grid">
        <div className="trading__chart">
          <Suspense fallback={<section className="panel chart" aria-busy="true" />}>
            <PriceChart instrument={instrument} />
          </Suspense>
          <Tendencies instrument={instrument} />
        </div>
        <div className="trading__book">
          <OrderBook
            view={view}
            status={feed.status}
            onPickPrice={(price) => setPicked({ price, at: Date.now() })}
          />
          <TradesTape trades={feed.trades} />
        </div>
        <div className="trading__entry">
          <OrderForm
            instrument={instrument}
            closedReason={closedReason}
            picked={picked}
            priceDecimals={market?.price_decimals}
          />
          <Balances instrument={instrument} />
        </div>
        <section className="panel trading__bottom" aria-label={t('tabs.label')}>
          <div className="tabs" role="tablist">
            {(['orders', 'p2p', 'conversion'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`tabpanel-${name}`}
                onClick={() => setTab(name)}
              >
                {t(`tabs.${name}`, { count: openOrders.length })}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'orders' && <OpenOrders orders={openOrders} />}
            {tab === 'p2p' && <P2PPanel instrument={instrument} priceDecimals={market?.price_decimals} />}
            {tab === 'conversion' && <ConversionPanel />}
          </div>
        </section>
      </div>
    </div>
  )
}
