import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { OrderForm } from './order-form.js'

const preview = { instrument: 'IQS', price: '1.05', transaction_value: '10.50', fee: '1.00', total: '11.50' }

describe('the order form’s total', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('multiplies the typed price by the quantity exactly, every digit shown', async () => {
    mockApi({ '/api/iqs/order/preview': preview })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} priceDecimals={2} />)
    await userEvent.type(screen.getByLabelText('Price (€)'), '999999999.99')
    await userEvent.type(screen.getByLabelText('Quantity'), '9999999999')
    // 999999999.99 * 9999999999 as floats is 9999999998900000000 (the cent is lost).
    expect(screen.getByText('9,999,999,998,900,000,000.01 €')).toBeInTheDocument()
  })

  it('refuses a price finer than the market’s decimals', async () => {
    const fetchMock = mockApi({ '/api/iqs/order/preview': preview })
    await renderMember(<OrderForm instrument="IQS" closedReason={null} priceDecimals={0} />)
    await userEvent.type(screen.getByLabelText('Price (€)'), '1.05')
    await userEvent.type(screen.getByLabelText('Quantity'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Buy IQS' }))
    expect(screen.getByText('Please enter a valid price')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
