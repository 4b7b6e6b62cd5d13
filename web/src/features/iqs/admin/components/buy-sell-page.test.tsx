import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { FakeSocket } from '../../../../testing/fake-socket.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { BuySellPage } from './buy-sell-page.js'

const rowsOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent)

describe('the admin buy / sell view', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket))
  afterEach(() => vi.unstubAllGlobals())

  it('shows the book and the trades live over the WebSocket, without polling the api', async () => {
    const fetchMock = mockApi({})
    await i18n.loadNamespaces('iqs-admin')
    await renderMember(<BuySellPage />)
    const socket = FakeSocket.last!
    act(() => socket.onopen?.())
    expect(socket.sent).toContainEqual({ op: 'subscribe', channel: 'book.IQS' })
    expect(socket.sent).toContainEqual({ op: 'subscribe', channel: 'trades.IQS' })

    act(() =>
      socket.deliver({
        channel: 'book.IQS',
        type: 'snapshot',
        seq: 4,
        data: { bids: [['0.98', '100']], asks: [['1.02', '50']] },
      }),
    )
    expect(rowsOf('Buy orders')).toEqual(['€0.98100'])
    expect(rowsOf('Sell orders')).toEqual(['€1.0250'])
    expect(screen.getByText('Live')).toHaveAttribute('role', 'status')

    // Another trader's order arrives: the view moves with no request.
    act(() =>
      socket.deliver({
        channel: 'book.IQS',
        type: 'delta',
        seq: 5,
        data: { changes: [['BUY', '0.99', '7']] },
      }),
    )
    expect(rowsOf('Buy orders')).toEqual(['€0.997', '€0.98100'])
    act(() =>
      socket.deliver({
        channel: 'trades.IQS',
        type: 'delta',
        seq: 1,
        data: {
          trades: [
            {
              id: 't1',
              price: '1.02',
              quantity: '5',
              taker_side: 'BUY',
              executed_at: '2026-01-05T10:00:00Z',
            },
          ],
        },
      }),
    )
    const trades = within(screen.getByRole('region', { name: 'Recent trades' })).getAllByRole('row')
    expect(trades[1]).toHaveTextContent('€1.02')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('follows the other market when the admin switches to OST', async () => {
    mockApi({})
    await i18n.loadNamespaces('iqs-admin')
    await renderMember(<BuySellPage />)
    const first = FakeSocket.last!
    await userEvent.click(screen.getByRole('button', { name: 'OST' }))
    const second = FakeSocket.last!
    expect(second).not.toBe(first)
    act(() => second.onopen?.())
    expect(second.sent).toContainEqual({ op: 'subscribe', channel: 'book.OST' })
  })
})
