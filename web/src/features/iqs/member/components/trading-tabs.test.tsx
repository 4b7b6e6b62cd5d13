import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../../testing/render-app.js'
import { NEW_PROFILE } from '../api/get-profile.js'
import { renderMember } from '../../testing.js'
import { Balances } from './balances.js'
import { MyTrades } from './my-trades.js'
import { OrderHistory } from './order-history.js'

const trade = {
  id: 'IQS-7',
  instrument: 'IQS',
  side: 'BUY',
  role: 'TAKER',
  order_id: 'o-1',
  price: '1.02',
  quantity: '150',
  value: '153.00',
  fee: '1.00',
  net: '154.00',
  settlement_status: 'PENDING',
  executed_at: '2031-03-03T09:00:00.000Z',
}
const order = (id: string, status: string) => ({
  id,
  instrument: 'IQS',
  side: 'SELL',
  order_type: 'LIMIT',
  time_in_force: 'IOC',
  post_only: false,
  price: '2.00',
  quantity: '4',
  filled: '0',
  remaining: '0',
  status,
  end_reason: 'IOC',
  created_at: '2031-03-03T09:00:00.000Z',
  fills: [],
})

describe('the trading screen’s tabs', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists my trades with my fee and their settlement, and loads the next page', async () => {
    const page = Array.from({ length: 25 }, (_, i) => ({ ...trade, id: `IQS-${100 - i}` }))
    const fetchMock = mockApi({
      '/api/iqs/my-trades': (url: URL) =>
        Response.json({ data: url.searchParams.get('before') ? [trade] : page }),
    })
    await renderMember(<MyTrades />, 'fr')
    const table = await screen.findByRole('table', { name: 'Mes transactions' })
    expect(within(table).getAllByRole('row')).toHaveLength(26)
    const row = within(table).getAllByRole('row')[1]!
    expect(row).toHaveTextContent('Acheter')
    expect(row).toHaveTextContent('Preneur (taker)')
    expect(row).toHaveTextContent('154,00 €')
    expect(row).toHaveTextContent('En attente')
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }))
    expect(await within(table).findAllByRole('row')).toHaveLength(27)
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('before'))
    expect(asked).toEqual([null, 'IQS-76'])
  })

  it('lists the order history and asks the api with its filters', async () => {
    const fetchMock = mockApi({
      '/api/iqs/orders': (url: URL) =>
        Response.json({
          data: url.searchParams.get('status') === 'cancelled' ? [] : [order('o-2', 'EXPIRED')],
        }),
    })
    await renderMember(<OrderHistory />)
    const table = await screen.findByRole('table', { name: 'Order history' })
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Expired')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Side' }), 'SELL')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Market' }), 'false')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'cancelled')
    expect(await screen.findByText('No finished order')).toBeInTheDocument()
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]))
    expect(Object.fromEntries(last.searchParams)).toEqual({
      status: 'cancelled',
      side: 'SELL',
      isIQS: 'false',
      limit: '25',
    })
  })

  it('shows my euros beside my tokens', async () => {
    mockApi({
      '/api/share-owners/me': { ...NEW_PROFILE, white_list_status: 'APPROVED' },
      '/api/iqs/cash-position': {
        instrument: 'IQS',
        owed: '45.00',
        owed_trades: 1,
        paid: '34.00',
        paid_trades: 1,
        due: '0.00',
        due_trades: 0,
        committed: '1196.00',
        committed_orders: 2,
      },
    })
    await renderMember(<Balances instrument="IQS" />)
    const euros = await screen.findByRole('group', { name: 'Euros' })
    await vi.waitFor(() => expect(within(euros).getByTestId('cash-owed')).toHaveTextContent('45.00 €'))
    expect(within(euros).getByText('Owed on purchases (1)')).toBeInTheDocument()
    expect(within(euros).getByTestId('cash-committed')).toHaveTextContent('1,196.00 €')
    expect(within(euros).getByText('Committed in open buys (2)')).toBeInTheDocument()
    expect(within(euros).getByText(/settled outside the platform/)).toBeInTheDocument()
  })

  it('does not ask the euros of someone who cannot trade (an admin on the trading screen)', async () => {
    const fetchMock = mockApi({ '/api/share-owners/me': NEW_PROFILE })
    await renderMember(<Balances instrument="IQS" />)
    const euros = await screen.findByRole('group', { name: 'Euros' })
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(within(euros).getByTestId('cash-owed')).toHaveTextContent('—')
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)
    expect(asked).not.toContain('/api/iqs/cash-position')
  })
})
