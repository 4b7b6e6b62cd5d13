import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'

const market = (instrument: 'IQS' | 'OST') => ({
  instrument,
  transaction_fee_minimum_eur: '1.00',
  transaction_fee_percent: '0.5',
  open_status: 'OPEN',
  is_open: true,
  reference_price: '1.05',
  last_price: '1.06',
  price_decimals: 2,
  tokens_in_treasury: '1000',
  tokens_in_circulation: '499999000',
  max_supply: '500000000',
  max_creatable: '1000',
})
const CONFIG = {
  blackout_period: null,
  in_blackout: false,
  shares_plus_iqs_in_circulation: '499999000',
  IQS: market('IQS'),
  OST: market('OST'),
}
const apiError = (status: number, code: string, message: string) => () =>
  Response.json({ error: { code, message } }, { status })

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
}

describe('token admin forms', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
    signInAs('Admin')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('checks the amount of tokens to create before asking anything', async () => {
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/iqs/market-config': CONFIG,
      '/api/admin/iqs/traders/suspended': [],
    })
    renderApp('/iqs-tokens/market-config')
    const amount = await screen.findByLabelText('Number of tokens')
    await userEvent.type(amount, '12a')
    await userEvent.click(screen.getByRole('button', { name: 'Create the tokens' }))
    expect(screen.getByText('Please enter a valid amount')).toBeInTheDocument()
    await userEvent.clear(amount)
    await userEvent.type(amount, '5000')
    await userEvent.click(screen.getByRole('button', { name: 'Create the tokens' }))
    expect(
      screen.getByText('Error: Trying to create more tokens than available is not permited'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/iqs/tokens'))).toBe(false)
  })

  it('creates tokens after a confirmation, and shows the spec error when the api refuses', async () => {
    let calls = 0
    mockApi({
      '/api/adds': [],
      '/api/iqs/market-config': CONFIG,
      '/api/admin/iqs/traders/suspended': [],
      '/api/admin/iqs/tokens': () =>
        ++calls === 1
          ? Response.json(
              {
                data: { instrument: 'IQS', created: '10', tokens_in_treasury: '1010', max_creatable: '990' },
              },
              { status: 201 },
            )
          : apiError(409, 'TOKENS_NOT_CREATED', 'Error : Unable to create tokens.')(),
    })
    renderApp('/iqs-tokens/market-config')
    const amount = await screen.findByLabelText('Number of tokens')
    await userEvent.type(amount, '10')
    await userEvent.click(screen.getByRole('button', { name: 'Create the tokens' }))
    // Cancel first: nothing is sent.
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(calls).toBe(0)
    await userEvent.click(screen.getByRole('button', { name: 'Create the tokens' }))
    expect(screen.getByRole('dialog')).toHaveTextContent('Create 10 IQS tokens in the treasury?')
    await confirmDialog()
    expect(await screen.findByText('Tokens created')).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Number of tokens'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Create the tokens' }))
    await confirmDialog()
    expect(await screen.findByRole('alert')).toHaveTextContent('Error : Unable to create tokens.')
  })

  it('shows the fee error for an invalid percent, and the market status error from the api', async () => {
    mockApi({
      '/api/adds': [],
      '/api/iqs/market-config': CONFIG,
      '/api/admin/iqs/traders/suspended': [],
      '/api/admin/iqs/market-config': apiError(400, 'MARKET_STATUS_FAILED', 'x'),
    })
    renderApp('/iqs-tokens/market-config')
    const percent = await screen.findByLabelText('Fee percent of order')
    await userEvent.clear(percent)
    await userEvent.type(percent, 'abc')
    await userEvent.click(screen.getByRole('button', { name: 'Save the fees' }))
    expect(screen.getByText('Error: Unable to set transaction fee')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Suspend the market' }))
    await confirmDialog()
    expect(await screen.findByText('Error: Unable to set market open status')).toBeInTheDocument()
  })

  it('explains why a registering application cannot be approved', async () => {
    mockApi({
      '/api/adds': [],
      '/api/admin/iqs/white-list/42': {
        user_id: 42,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        business_name: null,
        country: 'FR',
        type: 'INDIVIDUAL',
        sub_type: 'Consultant',
        status: 'REGISTERING',
        registered: '2025-01-02T10:00:00.000Z',
        mobile_number: '+33 6 12 34 56 78',
        address: '1 rue de Rivoli',
        public_signature: null,
        public_key: null,
        key_origin: null,
        pep_confirmed: true,
        submitted: null,
        files: [],
      },
      '/api/admin/iqs/white-list/42/approve': apiError(
        409,
        'WHITE_LIST_NOT_CHECKABLE',
        "Not checkable : user status doesn't permit it",
      ),
    })
    renderApp('/iqs-tokens/white-list/details/42')
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(screen.getByText('+33 6 12 34 56 78')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Approve and add' }))
    await confirmDialog()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Not checkable : user status doesn't permit it",
    )
  })

  it('refuses a shareholder without a valid amount, then adds one and says so in French', async () => {
    await i18n.changeLanguage('fr')
    const fetchMock = mockApi({
      '/api/adds': [],
      '/api/admin/iqs/holdings/shareholders': () =>
        Response.json({ error: { code: 'SHAREHOLDER_INVALID', message: 'x' } }, { status: 400 }),
    })
    renderApp('/iqs-tokens/iqs-holdings/add-shareholder')
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Nombre de jetons'), '0')
    await userEvent.click(screen.getByRole('button', { name: "Ajouter l'actionnaire" }))
    expect(screen.getByText('Veuillez saisir un montant valide')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Nombre de jetons'))
    await userEvent.type(screen.getByLabelText('Nombre de jetons'), '25')
    await userEvent.click(screen.getByRole('button', { name: "Ajouter l'actionnaire" }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }),
    )
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/holdings/shareholders'))).toBe(true),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Erreur lors de la validation de l'actionnaire",
    )
  })
})
