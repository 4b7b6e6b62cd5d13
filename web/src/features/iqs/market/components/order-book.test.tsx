import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applySnapshot, bookView } from '../live/book-store.js'
import { MarketFeed } from '../live/market-feed.js'
import { FakeSocket } from '../../../../testing/fake-socket.js'
import { renderMember } from '../../testing.js'
import { OrderBook } from './order-book.js'

const thinBook = applySnapshot(
  {
    bids: [['0.98', '100']],
    asks: [
      ['1.02', '50'],
      ['1.04', '150'],
    ],
  },
  3,
)

describe('the order book', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('pads a thin book to 5 rows a side, shown empty, with cumulative depth bars', async () => {
    await renderMember(<OrderBook view={bookView(thinBook)} status="live" />)
    const asks = screen.getByRole('rowgroup', { name: 'Asks' })
    const bids = screen.getByRole('rowgroup', { name: 'Bids' })
    expect(within(asks).getAllByRole('row')).toHaveLength(5)
    expect(within(bids).getAllByRole('row')).toHaveLength(5)
    const emptyBids = within(bids)
      .getAllByRole('row')
      .filter((row) => row.dataset.placeholder === 'true')
    expect(emptyBids).toHaveLength(4)
    for (const row of emptyBids) expect(row.textContent?.trim()).toBe('')
    expect(screen.queryByText('-1')).not.toBeInTheDocument()
    // Depth: 1.04 holds 50 + 150 = 200, the deepest; 0.98 holds 100, half of it. Each bar belongs
    // to its whole row (the row is the bar's box in trading.css) and is as long as its share.
    const bar = (price: string) => {
      const row = screen.getByRole('button', { name: `Use the price ${price}` }).closest('tr')
      const bars = row?.querySelectorAll<HTMLElement>('.book__depth') ?? []
      expect(bars).toHaveLength(1)
      return { depth: row?.dataset.depth, width: bars[0]?.style.width }
    }
    expect(bar('1.04')).toEqual({ depth: '100.0', width: '100%' })
    expect(bar('1.02')).toEqual({ depth: '25.0', width: '25%' })
    expect(bar('0.98')).toEqual({ depth: '50.0', width: '50%' })
    for (const row of emptyBids) expect(row.querySelector('.book__depth')).toBeNull()
    expect(screen.getByText('Spread').parentElement).toHaveTextContent('Spread 0.04')
  })

  it('puts a clicked price into the order form', async () => {
    const onPickPrice = vi.fn()
    await renderMember(<OrderBook view={bookView(thinBook)} status="live" onPickPrice={onPickPrice} />)
    await userEvent.click(screen.getByRole('button', { name: 'Use the price 1.02' }))
    expect(onPickPrice).toHaveBeenCalledWith('1.02')
  })

  it('asks for a fresh snapshot on a gap in the sequence and shows it is resyncing', async () => {
    vi.stubGlobal('WebSocket', FakeSocket)
    const feed = new MarketFeed('IQS', { url: 'ws://test/api/iqs/ws' })
    feed.start()
    const socket = FakeSocket.last!
    socket.onopen?.()
    socket.deliver({
      channel: 'book.IQS',
      type: 'snapshot',
      seq: 5,
      data: { bids: [['0.98', '100']], asks: [] },
    })
    socket.deliver({ channel: 'book.IQS', type: 'delta', seq: 6, data: { changes: [['BUY', '0.99', '10']] } })
    expect(feed.getState().status).toBe('live')
    const subscribes = () => socket.sent.filter((m) => JSON.stringify(m).includes('book.IQS')).length
    expect(subscribes()).toBe(1)

    socket.deliver({ channel: 'book.IQS', type: 'delta', seq: 8, data: { changes: [['BUY', '0.97', '10']] } })
    expect(subscribes()).toBe(2)
    expect(feed.getState().status).toBe('resyncing')
    expect(feed.getState().book?.bids.has('0.97')).toBe(false)
    const { rerender } = await renderMember(
      <OrderBook view={bookView(feed.getState().book)} status={feed.getState().status} />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Resyncing…')

    act(() =>
      socket.deliver({
        channel: 'book.IQS',
        type: 'snapshot',
        seq: 8,
        data: { bids: [['0.97', '10']], asks: [] },
      }),
    )
    expect(feed.getState().status).toBe('live')
    rerender(<OrderBook view={bookView(feed.getState().book)} status={feed.getState().status} />)
    feed.stop()
  })

  it('shows a reconnecting state when the socket closes', () => {
    vi.useFakeTimers()
    vi.stubGlobal('WebSocket', FakeSocket)
    const feed = new MarketFeed('IQS', { url: 'ws://test/api/iqs/ws' })
    feed.start()
    const first = FakeSocket.last!
    first.serverClose()
    expect(feed.getState().status).toBe('reconnecting')
    vi.advanceTimersByTime(600)
    expect(FakeSocket.last).not.toBe(first)
    feed.stop()
    vi.useRealTimers()
  })

  it('refreshes an ended session before it reconnects, and stops when the session is over', async () => {
    vi.stubGlobal('WebSocket', FakeSocket)
    let renew: Promise<unknown> = Promise.resolve()
    const onSessionEnded = vi.fn(() => renew)
    const feed = new MarketFeed('IQS', { url: 'ws://test/api/iqs/ws', onSessionEnded })
    feed.start()
    const first = FakeSocket.last!
    first.serverClose(4401)
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(FakeSocket.last).not.toBe(first))

    const second = FakeSocket.last!
    renew = Promise.reject(new Error('session over'))
    second.serverClose(4401)
    await vi.waitFor(() => expect(onSessionEnded).toHaveBeenCalledTimes(2))
    // Longer than the first reconnect backoff (500 ms): a feed that did not stop would have reconnected.
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(FakeSocket.last).toBe(second)
    feed.stop()
  })
})
