import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../../testing/render-app.js'
import { applySnapshot } from '../../market/live/book-store.js'
import { renderMember } from '../../testing.js'
import { secondsLeftInStep } from '../utils/totp-step.js'
import { OrderForm } from './order-form.js'

const limitPreview = {
  instrument: 'IQS',
  price: '1.05',
  transaction_value: '10.50',
  fee: '1.00',
  total: '11.50',
}
const book = applySnapshot(
  {
    bids: [['0.98', '120']],
    asks: [
      ['1.02', '150'],
      ['1.04', '300'],
    ],
  },
  1,
)
const placed = { id: 'o1', status: 'OPEN', fills: [] }

/** The bodies the form sent to a path, parsed. */
const bodies = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

describe('the order form’s shortcuts and options', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('fills a share of my available tokens for a sell, rounded down to whole tokens', async () => {
    mockApi({ '/api/iqs/order/preview': limitPreview })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} sellable={1_001} book={book} />)
    await userEvent.click(screen.getByRole('button', { name: 'Sell' }))
    expect(screen.getByTestId('shortcut-base')).toHaveTextContent('100% = your available IQS: 1,001')
    await userEvent.click(screen.getByRole('button', { name: '25% of 1,001' }))
    expect(screen.getByLabelText('Quantity')).toHaveValue('250')
    await userEvent.click(screen.getByRole('button', { name: '100% of 1,001' }))
    expect(screen.getByLabelText('Quantity')).toHaveValue('1001')
  })

  it('takes a buy’s share of what the book’s sellers offer at my price, and says why', async () => {
    mockApi({ '/api/iqs/order/preview': limitPreview })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} sellable={1_001} book={book} />)
    // No price yet: every ask.
    expect(screen.getByTestId('shortcut-base')).toHaveTextContent(
      "100% = what the book's sellers offer at your price: 450 IQS (euros are settled outside the platform)",
    )
    await userEvent.type(screen.getByLabelText('Price (€)'), '1.02')
    await userEvent.click(screen.getByRole('button', { name: '50% of 150' }))
    expect(screen.getByLabelText('Quantity')).toHaveValue('75')
    // Below the best ask nothing fills now: no share to take.
    await userEvent.clear(screen.getByLabelText('Price (€)'))
    await userEvent.type(screen.getByLabelText('Price (€)'), '1.00')
    expect(screen.getByRole('button', { name: '100% of 0' })).toBeDisabled()
  })

  it('sends the time in force and post-only chosen, and offers only what the engine allows', async () => {
    const fetchMock = mockApi({ '/api/iqs/order/preview': limitPreview, '/api/iqs/order': placed })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />)
    const tif = screen.getByRole('combobox', { name: 'Time in force' })
    const postOnly = screen.getByRole('checkbox', { name: 'Post-only' })
    expect(
      within(tif)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['GTC', 'IOC', 'FOK'])
    await userEvent.selectOptions(tif, 'IOC')
    expect(postOnly).toBeDisabled()
    await userEvent.selectOptions(tif, 'GTC')
    await userEvent.click(postOnly)
    await userEvent.type(screen.getByLabelText('Price (€)'), '1.05')
    await userEvent.type(screen.getByLabelText('Quantity'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Buy IQS' }))
    expect(screen.getByText('Good till cancelled (GTC) · Post-only')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }))
    // Placed: back to an empty entry.
    expect(await screen.findByRole('heading', { name: 'Place an order' })).toBeInTheDocument()
    expect(screen.getByLabelText('Quantity')).toHaveValue('')
    expect(bodies(fetchMock, '/api/iqs/order')).toEqual([
      {
        amount: '10',
        price: '1.05',
        isIQS: true,
        order_side: 'BUY',
        order_type: 'LIMIT',
        time_in_force: 'GTC',
        post_only: true,
        totp: '123456',
      },
    ])
    // The preview never carried the options: it prices the same order whatever they are.
    expect(bodies(fetchMock, '/api/iqs/order/preview').at(-1)).toEqual({
      amount: '10',
      price: '1.05',
      isIQS: true,
      order_side: 'BUY',
      order_type: 'LIMIT',
    })
  })

  it('makes a market order IOC or FOK, never GTC, and sends a FOK', async () => {
    const fetchMock = mockApi({ '/api/iqs/order/preview': limitPreview, '/api/iqs/order': placed })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />)
    await userEvent.click(screen.getByRole('button', { name: 'Market' }))
    const tif = screen.getByRole('combobox', { name: 'Time in force' })
    expect(
      within(tif)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['IOC', 'FOK'])
    expect(tif).toHaveValue('IOC')
    await userEvent.selectOptions(tif, 'FOK')
    await userEvent.type(screen.getByLabelText('Quantity'), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Buy IQS' }))
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '654321')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }))
    await screen.findByRole('heading', { name: 'Place an order' })
    expect(bodies(fetchMock, '/api/iqs/order')[0]).toEqual({
      amount: '5',
      isIQS: true,
      order_side: 'BUY',
      order_type: 'MARKET',
      time_in_force: 'FOK',
      totp: '654321',
    })
  })
})

describe('the market order’s preview', () => {
  afterEach(() => vi.unstubAllGlobals())

  const marketPreview = (fill: object, figures: object) =>
    mockApi({
      '/api/iqs/order/preview': {
        instrument: 'IQS',
        price: '1.0333',
        transaction_value: '124.00',
        fee: '3.00',
        total: '127.00',
        ...figures,
        market_fill: {
          requested: '120',
          filled: '120',
          unfilled: '0',
          average_price: '1.0333',
          worst_price: '1.10',
          levels: [],
          stopped_by: null,
          ...fill,
        },
      },
    })

  it('shows what the book fills, at what average and up to which price, with the fees per fill', async () => {
    marketPreview({}, {})
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />)
    await userEvent.click(screen.getByRole('button', { name: 'Market' }))
    await userEvent.type(screen.getByLabelText('Quantity'), '120')
    expect(await screen.findByTestId('market-fill-quantity')).toHaveTextContent('120 of 120')
    expect(screen.getByText('1.0333 €')).toBeInTheDocument()
    expect(screen.getByText('1.10 €')).toBeInTheDocument()
    expect(screen.getByTestId('fee-preview')).toHaveTextContent('3.00 €')
    expect(screen.getByTestId('total-preview')).toHaveTextContent('127.00 €')
    expect(screen.queryByTestId('market-fill-warning')).not.toBeInTheDocument()
  })

  it('says when the book cannot fill it, in English and in French', async () => {
    marketPreview({ filled: '80', unfilled: '40', stopped_by: 'BOOK' }, {})
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />, 'fr')
    await userEvent.click(screen.getByRole('button', { name: 'Marché' }))
    await userEvent.type(screen.getByLabelText('Quantité'), '120')
    expect(await screen.findByTestId('market-fill-warning')).toHaveTextContent(
      'Le carnet ne peut exécuter que 80 sur 120 : le reste (40) serait annulé',
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Validité' }), 'FOK')
    expect(screen.getByTestId('market-fill-warning')).toHaveTextContent(
      'Le carnet ne peut exécuter que 80 sur 120 : cet ordre tout ou rien serait refusé',
    )
  })

  it('says that an empty book fills nothing', async () => {
    marketPreview(
      { filled: '0', unfilled: '120', average_price: null, worst_price: null, stopped_by: 'BOOK' },
      { price: '1.00', transaction_value: '0.00', fee: '0.00', total: '0.00' },
    )
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />)
    await userEvent.click(screen.getByRole('button', { name: 'Sell' }))
    await userEvent.click(screen.getByRole('button', { name: 'Market' }))
    await userEvent.type(screen.getByLabelText('Quantity'), '120')
    expect(await screen.findByTestId('market-fill-warning')).toHaveTextContent(
      'No buy order in the book: this market order would be refused',
    )
  })
})

describe('the TOTP step', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('counts the current code’s seconds down to the next 30 s step', async () => {
    expect(secondsLeftInStep(Date.parse('2031-03-03T09:00:00Z'))).toBe(30)
    expect(secondsLeftInStep(Date.parse('2031-03-03T09:00:10.900Z'))).toBe(20)
    expect(secondsLeftInStep(Date.parse('2031-03-03T09:00:29Z'))).toBe(1)
    vi.useFakeTimers({
      now: Date.parse('2031-03-03T09:00:27Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    })
    mockApi({ '/api/iqs/order/preview': limitPreview })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />)
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    await user.type(screen.getByLabelText('Price (€)'), '1.05')
    await user.type(screen.getByLabelText('Quantity'), '10')
    await user.click(screen.getByRole('button', { name: 'Buy IQS' }))
    expect(screen.getByTestId('totp-countdown')).toHaveTextContent('Current code: 3 s left')
    act(() => {
      vi.advanceTimersByTime(1_000)
    })
    expect(screen.getByTestId('totp-countdown')).toHaveTextContent('Current code: 2 s left')
    act(() => {
      vi.advanceTimersByTime(3_000)
    })
    expect(screen.getByTestId('totp-countdown')).toHaveTextContent('Current code: 29 s left')
  })

  it('says a code just used must wait for the next one, with the seconds the api gave', async () => {
    mockApi({
      '/api/iqs/order/preview': limitPreview,
      '/api/iqs/order': () =>
        Response.json(
          {
            error: {
              code: 'TOTP_CODE_ALREADY_USED',
              message: 'This code was just used. Wait for the next code (in 12 s)',
              details: { retryAfterSeconds: 12 },
            },
          },
          { status: 409 },
        ),
    })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />, 'fr')
    await userEvent.type(screen.getByLabelText('Prix (€)'), '1.05')
    await userEvent.type(screen.getByLabelText('Quantité'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Acheter des IQS' }))
    await userEvent.type(screen.getByLabelText("Code de votre application d'authentification"), '123456')
    await userEvent.click(screen.getByRole('button', { name: "Confirmer l'ordre" }))
    expect(
      await screen.findAllByText("Ce code vient d'être utilisé. Attendez le code suivant (dans 12 s)"),
    ).not.toHaveLength(0)
  })

  it('asks for six digits before sending', async () => {
    const fetchMock = mockApi({ '/api/iqs/order/preview': limitPreview })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />)
    await userEvent.type(screen.getByLabelText('Price (€)'), '1.05')
    await userEvent.type(screen.getByLabelText('Quantity'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Buy IQS' }))
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '12ab')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }))
    expect(await screen.findByText('Enter the 6-digit code of your authenticator app')).toBeInTheDocument()
    expect(bodies(fetchMock, '/api/iqs/order')).toEqual([])
  })
})
