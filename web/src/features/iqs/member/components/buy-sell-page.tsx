import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMyOrders } from '../api/get-my-orders.js'
import { useMarketFeed } from '../../market/hooks/use-market-feed.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { useLiveMarketConfig } from '../hooks/use-live-market-config.js'
import { useTendenciesFollowTrades } from '../hooks/use-tendencies-follow-trades.js'
import { useTokenBalances } from '../hooks/use-token-balances.js'
import { Balances } from './balances.js'
import { ConversionPanel } from './conversion-panel.js'
import { MarketHeader, marketStatus } from './market-header.js'
import { MyTrades } from './my-trades.js'
import { OpenOrders } from './open-orders.js'
import { OrderHistory } from './order-history.js'
import { LiveBook } from '../../market/components/live-book.js'
import { OrderForm } from './order-form.js'
import { P2PPanel } from './p2p-panel.js'
import { Tendencies } from './tendencies.js'
import { TradesTape } from './trades-tape.js'
import './trading.css'

// The chart library is the heaviest part of the screen: it loads after the book and the form.
const PriceChart = lazy(() => import('./price-chart.js').then((m) => ({ default: m.PriceChart })))

type Tab = 'orders' | 'trades' | 'history' | 'p2p' | 'conversion'

/** /my-iqs-tokens/buy-sell: the trading screen of IQS or OST. */
export function BuySellPage() {
  const { t } = useTranslation('iqs-member')
  const [instrument, setInstrument] = useState<Instrument>('IQS')
  const [picked, setPicked] = useState<{ price: string; at: number } | null>(null)
  const [tab, setTab] = useState<Tab>('orders')
  const feed = useMarketFeed(instrument)
  // Status, fees and blackout as the feed keeps them live: the badge and the form follow at once.
  const config = useLiveMarketConfig(feed.live.market)
  useTendenciesFollowTrades(instrument, feed.live.ticker)
  const orders = useMyOrders()
  const sellable = useTokenBalances(instrument).available
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
        ticker={feed.live.ticker}
        trades={feed.trades}
      />
      <div className="trading__grid">
        <div className="trading__chart">
          <Suspense fallback={<section className="panel chart" aria-busy="true" />}>
            <PriceChart instrument={instrument} live={feed.live.candles} />
          </Suspense>
          <Tendencies instrument={instrument} />
        </div>
        <div className="trading__book">
          <LiveBook
            book={feed.book}
            status={feed.status}
            priceDecimals={market?.price_decimals}
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
            book={feed.book}
            sellable={sellable}
            myOrders={openOrders.filter((o) => o.instrument === instrument)}
          />
          <Balances instrument={instrument} />
        </div>
        <section className="panel trading__bottom" aria-label={t('tabs.label')}>
          <div className="tabs" role="tablist">
            {(['orders', 'trades', 'history', 'p2p', 'conversion'] as const).map((name) => (
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
            {tab === 'trades' && <MyTrades />}
            {tab === 'history' && <OrderHistory />}
            {tab === 'p2p' && <P2PPanel instrument={instrument} priceDecimals={market?.price_decimals} />}
            {tab === 'conversion' && <ConversionPanel />}
          </div>
        </section>
      </div>
    </div>
  )
}
