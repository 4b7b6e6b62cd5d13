import type { MarketConfigEntry, MarketConfigView, MarketLiveData, TickerData } from '@iqs/protocol'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '../../../../testing/fake-socket.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { BuySellPage } from './buy-sell-page.js'

vi.mock('lightweight-charts', () => import('../../../../testing/fake-lightweight-charts.js'))

const entry = (instrument: 'IQS' | 'OST'): MarketConfigEntry => ({
  instrument,
  transaction_fee_minimum_eur: '1.00',
  transaction_fee_percent: '0.5',
  open_status: 'OPEN',
  is_open: true,
  reference_price: '1.00',
  last_price: null,
  price_decimals: 2,
  tokens_in_treasury: '1000',
  tokens_in_circulation: '500',
  max_supply: '500000000',
  max_creatable: '499998500',
})

const CONFIG: MarketConfigView = {
  blackout_period: null,
  in_blackout: false,
  shares_plus_iqs_in_circulation: '500',
  IQS: entry('IQS'),
  OST: entry('OST'),
}

const live = (change: Partial<MarketLiveData> = {}): MarketLiveData => ({
  instrument: 'IQS',
  open_status: 'OPEN',
  is_open: true,
  transaction_fee_minimum_eur: '1.00',
  transaction_fee_percent: '0.5',
  reference_price: '1.00',
  last_price: null,
  price_decimals: 2,
  blackout_period: null,
  in_blackout: false,
  ...change,
})

const ticker = (change: Partial<TickerData> = {}): TickerData => ({
  instrument: 'IQS',
  last_price: '1.02',
  open_24h: '1.00',
  high_24h: '1.05',
  low_24h: '0.98',
  change_24h_percent: '2.00',
  volume_24h: '1200',
  trades_24h: 12,
  ...change,
})

/**
 * Issue 14: the trading screen follows the market's status, its ticker and the tendencies live,
 * from the socket, without a reload: an admin's suspension, reopening or blackout closes or opens
 * the badge and the form at once, and a trade moves the header's 24 h figures.
 */
describe('the trading screen, live', () => {
  let fetchMock: ReturnType<typeof mockApi>
  let socket: FakeSocket
  let seq: number

  beforeEach(async () => {
    vi.stubGlobal('WebSocket', FakeSocket)
    fetchMock = mockApi({
      '/api/iqs/market-config': CONFIG,
      '/api/iqs/candles': [],
      '/api/iqs/orders': [],
      '/api/iqs/market-config/buysell-tendencies': {
        instrument: 'IQS',
        period: '1w',
        bucket: '1d',
        points: [],
      },
    })
    await renderMember(<BuySellPage />)
    socket = FakeSocket.last!
    act(() => socket.onopen?.())
    seq = 0
    // The screen has the config's answer before the socket says anything.
    await waitFor(() => expect(screen.getByTestId('market-status')).toHaveTextContent('Open'))
  })
  afterEach(() => vi.unstubAllGlobals())

  const status = (data: MarketLiveData) =>
    act(() =>
      socket.deliver({ channel: 'market.IQS', type: seq === 0 ? 'snapshot' : 'delta', seq: seq++, data }),
    )
  const buy = () => screen.getByRole('button', { name: 'Buy IQS' })

  it('closes and opens the badge and the order form as the admin suspends, reopens and sets a blackout', async () => {
    expect(socket.sent).toContainEqual({ op: 'subscribe', channel: 'market.IQS' })
    status(live())
    expect(buy()).toBeEnabled()

    status(live({ open_status: 'SUSPENDED', is_open: false }))
    expect(screen.getByTestId('market-status')).toHaveTextContent('Suspended')
    expect(screen.getByText('The market is suspended: orders are refused.')).toBeInTheDocument()
    expect(buy()).toBeDisabled()

    status(live())
    expect(screen.getByTestId('market-status')).toHaveTextContent('Open')
    expect(buy()).toBeEnabled()

    const period = { start: '2026-01-05T09:00:00.000Z', end: '2026-01-05T18:00:00.000Z' }
    status(live({ blackout_period: period, in_blackout: true, is_open: false }))
    expect(screen.getByTestId('market-status')).toHaveTextContent('Blackout')
    expect(
      screen.getByText('Blackout period before financial results: traders cannot buy or sell.'),
    ).toBeInTheDocument()
    expect(buy()).toBeDisabled()

    status(live())
    expect(screen.getByTestId('market-status')).toHaveTextContent('Open')
    expect(buy()).toBeEnabled()
  })

  it('moves the header’s 24 h figures with the ticker, and refetches the tendencies, throttled', async () => {
    const tendencies = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/buysell-tendencies')).length
    await waitFor(() => expect(tendencies()).toBe(1))
    act(() => socket.deliver({ channel: 'ticker.IQS', type: 'snapshot', seq: 0, data: ticker() }))
    expect(screen.getByTestId('last-price')).toHaveTextContent('1.02 €')
    expect(screen.getByTestId('ticker-change')).toHaveTextContent('+2.00 %')
    expect(screen.getByTestId('ticker-high')).toHaveTextContent('1.05')
    expect(screen.getByTestId('ticker-low')).toHaveTextContent('0.98')
    expect(screen.getByTestId('ticker-volume')).toHaveTextContent('1,200')
    // The first ticker is the state the screen loaded with: nothing to refetch.
    expect(tendencies()).toBe(1)

    // The other trader trades: the figures move without a reload, the tendencies follow.
    act(() =>
      socket.deliver({
        channel: 'ticker.IQS',
        type: 'delta',
        seq: 1,
        data: ticker({
          last_price: '0.95',
          low_24h: '0.95',
          change_24h_percent: '-5.00',
          volume_24h: '1210',
        }),
      }),
    )
    expect(screen.getByTestId('last-price')).toHaveTextContent('0.95 €')
    expect(screen.getByTestId('ticker-change')).toHaveTextContent('-5.00 %')
    expect(screen.getByTestId('ticker-low')).toHaveTextContent('0.95')
    expect(screen.getByTestId('ticker-volume')).toHaveTextContent('1,210')
    await waitFor(() => expect(tendencies()).toBe(2))

    // A burst of trades inside the second: one more refetch at its end, not one per trade.
    for (let i = 2; i < 6; i++)
      act(() =>
        socket.deliver({
          channel: 'ticker.IQS',
          type: 'delta',
          seq: i,
          data: ticker({ volume_24h: String(1210 + i), trades_24h: 12 + i }),
        }),
      )
    expect(tendencies()).toBe(2)
    await waitFor(() => expect(tendencies()).toBe(3), { timeout: 3_000 })
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(tendencies()).toBe(3)
  })
})
