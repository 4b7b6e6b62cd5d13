import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { OrderForm } from './order-form.js'

const preview = { instrument: 'IQS', price: '1.05', transaction_value: '10.50', fee: '1.00', total: '11.50' }

describe('the order form', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says what is wrong before sending: the amount, then the price', async () => {
    const fetchMock = mockApi({ '/api/iqs/order/preview': preview })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />)
    await userEvent.click(screen.getByRole('button', { name: 'Buy IQS' }))
    expect(screen.getByText('Please enter a valid amount')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid price')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Quantity'), '1.5')
    await userEvent.type(screen.getByLabelText('Price (€)'), '1.055')
    expect(screen.getByText('Please enter a valid amount')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid price')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the fee preview, then confirms with the TOTP code', async () => {
    const fetchMock = mockApi({ '/api/iqs/order/preview': preview })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />)
    await userEvent.type(screen.getByLabelText('Price (€)'), '1.05')
    await userEvent.type(screen.getByLabelText('Quantity'), '10')
    expect(await screen.findByText('1.00 €')).toBeInTheDocument()
    expect(screen.getByText('11.50 €')).toBeInTheDocument()
    expect(screen.getByText('10.50 €')).toBeInTheDocument()
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>
    expect(body).toEqual({ amount: '10', price: '1.05', isIQS: true, order_side: 'BUY', order_type: 'LIMIT' })
    await userEvent.click(screen.getByRole('button', { name: 'Buy IQS' }))
    expect(screen.getByRole('heading', { name: 'Confirm your order' })).toBeInTheDocument()
    expect(screen.getByLabelText('Code from your authenticator app')).toBeInTheDocument()
  })

  it('asks to retry when the market’s writer is on standby in the server that answered', async () => {
    mockApi({
      '/api/iqs/order/preview': preview,
      '/api/iqs/order': () =>
        Response.json(
          { error: { code: 'MARKET_WRITER_STANDBY', message: 'served by another process' } },
          { status: 503, headers: { 'retry-after': '1' } },
        ),
    })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} />)
    await userEvent.type(screen.getByLabelText('Price (€)'), '1.05')
    await userEvent.type(screen.getByLabelText('Quantity'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Buy IQS' }))
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }))
    expect(
      await screen.findAllByText('This market is being served by another process, please retry'),
    ).not.toHaveLength(0)
  })

  describe('in French, the market’s refusals are worded from their code, not the api’s English', () => {
    const fr = i18n.getFixedT('fr', 'iqs-member')
    const refusedWith = (code: string, details: Record<string, unknown>, message: string) =>
      mockApi({
        '/api/iqs/order/preview': preview,
        '/api/iqs/order': () =>
          Response.json({ error: { code, message, details: { reason: code, ...details } } }, { status: 409 }),
      })
    const placeAnOrder = async () => {
      await renderMember(<OrderForm instrument="IQS" closedReason={null} />, 'fr')
      await userEvent.type(screen.getByLabelText(fr('form.priceEur')), '1.05')
      await userEvent.type(screen.getByLabelText(fr('form.quantity')), '10')
      await userEvent.click(screen.getByRole('button', { name: fr('form.buy', { instrument: 'IQS' }) }))
      await userEvent.type(screen.getByLabelText(fr('form.totp')), '123456')
      await userEvent.click(screen.getByRole('button', { name: fr('form.confirm') }))
    }

    it.each([
      [
        'REFERENCE_PRICE_ZERO',
        { instrument: 'IQS' },
        'The current IQS token price is zero. Cannot perform the order/conversion',
        "Le prix actuel du jeton IQS est nul. Impossible de passer l'ordre ou la conversion",
      ],
      [
        'INSUFFICIENT_TOKENS',
        { instrument: 'IQS', available: 3 },
        'Not enough available IQS tokens',
        'Pas assez de jetons IQS disponibles',
      ],
      [
        'MARKET_BLACKOUT',
        { instrument: 'IQS' },
        'The market is in its blackout period before the financial results: buying and selling are closed',
        'Le marché est en période de blackout avant les résultats financiers : achat et vente impossibles',
      ],
    ])('%s', async (code, details, english, french) => {
      refusedWith(code, details, english)
      await placeAnOrder()
      expect(await screen.findByRole('alert')).toHaveTextContent(french)
      expect(screen.queryByText(english)).not.toBeInTheDocument()
    })
  })

  it('refuses orders while the market is in blackout', async () => {
    mockApi({})
    await renderMember(<OrderForm instrument="IQS" closedReason="Blackout period" />)
    expect(screen.getByRole('button', { name: 'Buy IQS' })).toBeDisabled()
    expect(screen.getByText('Blackout period')).toBeInTheDocument()
  })
})
