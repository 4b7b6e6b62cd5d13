import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { commissionFixture, ledgerFixture, statementFixture } from '../testing/iqstem-fixtures.js'

const WAIT = { timeout: 10_000 }
const LEDGER = '/api/network/iqstem/commissions'
const STATEMENT = '/api/network/iqstem/statement'

const statementApi = (url: URL) =>
  Response.json({
    data: statementFixture(
      url.searchParams.get('from') ?? '2025-01-01',
      url.searchParams.get('to') ?? '2025-06-30',
    ),
  })

/** The commissions page (issue 17): the ledger's totals, each commission and payment, the statement. */
describe('my commissions', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
  }, 30_000)
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  }, 30_000)

  it('shows the totals, each commission with its payments, and the statement', async () => {
    signInAs('IQStem')
    const referral = commissionFixture({
      id: 6,
      programme: 'referral',
      state: 'accrued',
      source: { lead_id: null, referral_id: 3, label: 'Ada Lovelace' },
      project: { id: 78, title: 'Data audit' },
      base_eur: '20000.00',
      rate_percent: '2.50',
      amount_eur: '500.00',
      paid_eur: '0.00',
      outstanding_eur: '500.00',
      payments: [],
    })
    mockApi({
      '/api/adds': [],
      [LEDGER]: ledgerFixture([commissionFixture(), referral]),
      [STATEMENT]: statementApi,
    })
    renderApp('/my-iqstem/commissions')
    const totals = await screen.findByRole('region', { name: 'Totals' }, WAIT)
    const value = (key: string) => totals.querySelector(`[data-total="${key}"]`)?.textContent
    expect(value('accrued')).toBe('€2,500.00')
    expect(value('cash')).toBe('€500.00')
    expect(value('tokens')).toBe('400 IQS tokensworth €500.00 when paid')
    expect(value('outstanding')).toBe('€1,500.00')
    expect(value('held')).toBe('1,400 IQS tokens')

    const table = screen.getByRole('table', { name: 'My commissions and their payments' })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'SourceProjectContract valueRateAmountPaidState',
      'Acme IndustriesLeadAcme Industries: cloud migration€50,000.005.00%€2,500.00€1,000.00Partly paid',
      'Paid on 10 June 2025: €500.00 in euros + 400 IQS × €1.25 = €500.00 (total €1,000.00)Tokens allocated',
      'Ada LovelaceSponsored consultantData audit€20,000.002.50%€500.00€0.00Due',
    ])
    expect(within(rows[1]!).getByRole('link', { name: 'Acme Industries' })).toHaveAttribute(
      'href',
      '/my-iqstem/my-leads/12',
    )
    expect(screen.getByRole('region', { name: 'My commissions and their payments' })).toHaveAttribute(
      'tabindex',
      '0',
    )

    const statement = await screen.findByRole(
      'table',
      { name: 'Movements from 1 January 2025 to 30 June 2025' },
      WAIT,
    )
    expect(
      within(statement)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      "DateMovementAccruedPaid in eurosIQS tokensTokens' value",
      '1 June 2025Commission accruedAcme Industries€2,500.00€0.000€0.00',
      '10 June 2025PaymentAcme Industries€0.00€500.00400€500.00',
      'Total€2,500.00€500.00400€500.00',
    ])
    expect(screen.getByRole('link', { name: 'Download the statement (Excel)' })).toHaveAttribute(
      'href',
      '/api/network/iqstem/statement.xlsx',
    )
  }, 30_000)

  it('asks the statement of the chosen period, refuses an end before the start, and links its Excel file', async () => {
    signInAs('ExecPartner')
    const api = mockApi({ '/api/adds': [], [LEDGER]: ledgerFixture([]), [STATEMENT]: statementApi })
    const { router } = renderApp('/my-iqstem/commissions')
    expect(
      await screen.findByText(
        'No commission yet: one accrues when a contract is signed on a project from your lead, or by a consultant you sponsored.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument()
    const from = await screen.findByLabelText('From')
    await waitFor(() => expect(from).toHaveValue('2025-01-01'))
    await userEvent.clear(from)
    await userEvent.type(from, '2025-07-01')
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByText('The start must not be after the end.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')

    await userEvent.clear(from)
    await userEvent.type(from, '2025-03-01')
    await userEvent.clear(screen.getByLabelText('To'))
    await userEvent.type(screen.getByLabelText('To'), '2025-03-31')
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(
      await screen.findByRole('table', { name: 'Movements from 1 March 2025 to 31 March 2025' }, WAIT),
    ).toBeInTheDocument()
    expect(
      api.mock.calls.some(([url]) => String(url).includes('statement?from=2025-03-01&to=2025-03-31')),
    ).toBe(true)
    expect(screen.getByRole('link', { name: 'Download the statement (Excel)' })).toHaveAttribute(
      'href',
      '/api/network/iqstem/statement.xlsx?from=2025-03-01&to=2025-03-31',
    )
  }, 30_000)

  it('speaks French: amounts, tokens and payments as French writes them', async () => {
    await i18n.changeLanguage('fr')
    signInAs('IQStem')
    mockApi({ '/api/adds': [], [LEDGER]: ledgerFixture(), [STATEMENT]: statementApi })
    renderApp('/my-iqstem/commissions')
    const totals = await screen.findByRole('region', { name: 'Totaux' }, WAIT)
    expect(totals.querySelector('[data-total="held"]')?.textContent?.replace(/\s/g, ' ')).toBe(
      '1 400 jetons IQS',
    )
    const table = screen.getByRole('table', { name: 'Mes commissions et leurs paiements' })
    expect(within(table).getAllByRole('row')[2]?.textContent?.replace(/\s/g, ' ')).toBe(
      'Payé le 10 juin 2025 : 500,00 € en euros + 400 IQS × 1,25 € = 500,00 € (total 1 000,00 €)Jetons attribués',
    )
    expect(screen.getByRole('link', { name: 'Télécharger le relevé (Excel)' })).toBeInTheDocument()
  }, 30_000)
})
