import type { Commission } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminCommissionsFixture,
  commissionFixture,
  memberDetailFixture,
} from '../testing/iqstem-admin-fixtures.js'
import {
  callsOf,
  refusal,
  renderAdmin,
  resetAdminTest,
  WAIT,
  warmUpAdminArea,
} from '../testing/render-admin.js'

const PAYMENTS = '/api/admin/iqstem/commissions/9/payments'
const RATES = {
  items: [
    {
      programme: 'lead',
      rate_percent: '5.00',
      updated_at: '2026-01-10T08:00:00.000Z',
      updated_by: 'Root Admin',
    },
    { programme: 'referral', rate_percent: '3.00', updated_at: '2026-01-10T08:00:00.000Z', updated_by: null },
  ],
}

/** The commission paid in full by the payment sent: what the api answers. */
const paidInFull = (): Commission =>
  commissionFixture({ state: 'paid', paid_eur: '2000.00', outstanding_eur: '0.00' })

const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)

async function openPayment() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Mark a payment on Acme Corp (commission #9)' }, WAIT),
  )
  return screen.getByRole('form', { name: 'Payment on Acme Corp (commission #9) (Ada Lovelace)' })
}

describe('commissions and their payment, for admins', () => {
  beforeAll(warmUpAdminArea, 60_000)
  beforeEach(resetAdminTest, 20_000)
  afterEach(resetAdminTest, 20_000)

  it('shows the rates with who set them, and saves a new rate (refusing one above 100 %)', async () => {
    const { api } = await renderAdmin('/admin-iqstem/commissions', {
      '/api/admin/iqstem/rates': RATES,
      '/api/admin/iqstem/commissions': adminCommissionsFixture(),
    })
    const lead = await screen.findByLabelText('Leads rate (%)', {}, WAIT)
    expect(lead).toHaveValue('5.00')
    expect(screen.getByText('Set by Root Admin on 10 January 2026')).toBeInTheDocument()
    await userEvent.clear(lead)
    await userEvent.type(lead, '120')
    await userEvent.click(within(lead.closest('form')!).getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Enter a rate between 0 and 100, with at most two decimals.')).toBeInTheDocument()
    expect(callsOf(api, 'PUT')).toEqual([])
    await userEvent.clear(lead)
    await userEvent.type(lead, '4,5')
    await userEvent.click(within(lead.closest('form')!).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The Leads rate is saved.')).toBeInTheDocument()
    expect(callsOf(api, 'PUT')).toEqual([
      ['/api/admin/iqstem/rates', { programme: 'lead', rate_percent: '4.5' }],
    ])
  }, 30_000)

  it('lists every commission with its member, payments and outstanding amount', async () => {
    await renderAdmin('/admin-iqstem/commissions', {
      '/api/admin/iqstem/rates': RATES,
      '/api/admin/iqstem/commissions': adminCommissionsFixture(),
    })
    const row = (await screen.findByRole('link', { name: 'Acme Corp' }, WAIT)).closest('tr')!
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin-iqstem/details/21',
    )
    expect(row).toHaveTextContent('€2,000.00')
    expect(row).toHaveTextContent('5.00 % of €40,000.00')
    expect(row).toHaveTextContent('€1,549.56')
    expect(row).toHaveTextContent('Partly paid')
    expect(row).toHaveTextContent('Root Admin')
  }, 30_000)

  it('computes the payment exactly as it is typed, and sends it once with its key', async () => {
    let answered = 0
    const { api } = await renderAdmin('/admin-iqstem/commissions', {
      '/api/admin/iqstem/rates': RATES,
      '/api/admin/iqstem/commissions': adminCommissionsFixture(),
      [PAYMENTS]: () => {
        answered += 1
        return Response.json({ data: paidInFull() }, { status: 201 })
      },
    })
    const form = await openPayment()
    expect(figure('outstanding')).toHaveTextContent('€1,549.56')
    await userEvent.type(within(form).getByLabelText('Euros'), '1234.56')
    await userEvent.type(within(form).getByLabelText('IQS tokens'), '300')
    await userEvent.type(within(form).getByLabelText('Price per token (€)'), '1.05')
    expect(figure('token-value')).toHaveTextContent('€315.00')
    expect(figure('total')).toHaveTextContent('€1,549.56')
    expect(figure('remaining')).toHaveTextContent('€0.00')
    expect(
      within(form).getByText('300 IQS will be allocated to the member from the treasury.'),
    ).toBeInTheDocument()
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Record the payment' }))
    expect(await screen.findByText('The payment is recorded.')).toBeInTheDocument()
    const posts = callsOf(api, 'POST')
    expect(posts.length).toBeGreaterThanOrEqual(1)
    const keys = new Set(posts.map(([, body]) => (body as { payment_key: string }).payment_key))
    // However many times the button was pressed, one payment: one key.
    expect(keys.size).toBe(1)
    expect(posts[0]).toEqual([
      PAYMENTS,
      { payment_key: [...keys][0], cash_eur: '1234.56', tokens: 300, token_price_eur: '1.05' },
    ])
    expect(answered).toBe(posts.length)
    expect(screen.queryByRole('form', { name: /Payment on/ })).not.toBeInTheDocument()
  }, 30_000)

  it('refuses a payment above the outstanding amount before asking, and shows the api refusal', async () => {
    const { api } = await renderAdmin('/admin-iqstem/commissions', {
      '/api/admin/iqstem/rates': RATES,
      '/api/admin/iqstem/commissions': adminCommissionsFixture(),
      [PAYMENTS]: () => refusal(409, 'COMMISSION_OVERPAID'),
    })
    const form = await openPayment()
    const cash = within(form).getByLabelText('Euros')
    await userEvent.type(cash, '1549.57')
    expect(
      within(form).getByText('This payment is more than what remains due (€1,549.56).'),
    ).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Record the payment' })).toBeDisabled()
    expect(callsOf(api, 'POST')).toEqual([])

    // Another admin paid meanwhile: the api refuses what the page still thought was due.
    await userEvent.clear(cash)
    await userEvent.type(cash, '1000')
    await userEvent.click(within(form).getByRole('button', { name: 'Record the payment' }))
    expect(
      await within(form).findByText('The payment is more than what remains due on this commission.'),
    ).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toHaveLength(1)
  }, 30_000)

  it('pays the rest in euros once the tokens are counted, and needs a price for tokens', async () => {
    const { api } = await renderAdmin('/admin-iqstem/commissions', {
      '/api/admin/iqstem/rates': RATES,
      '/api/admin/iqstem/commissions': adminCommissionsFixture(),
      [PAYMENTS]: () => Response.json({ data: paidInFull() }, { status: 201 }),
    })
    const form = await openPayment()
    await userEvent.type(within(form).getByLabelText('IQS tokens'), '300')
    await userEvent.click(within(form).getByRole('button', { name: 'Record the payment' }))
    expect(
      await within(form).findByText('Enter the price per token in euros (required when tokens are paid).'),
    ).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([])
    await userEvent.type(within(form).getByLabelText('Price per token (€)'), '1,05')
    await userEvent.click(within(form).getByRole('button', { name: 'Pay the rest' }))
    expect(within(form).getByLabelText('Euros')).toHaveValue('1234.56')
    expect(figure('total')).toHaveTextContent('€1,549.56')
    await userEvent.click(within(form).getByRole('button', { name: 'Record the payment' }))
    expect(await screen.findByText('The payment is recorded.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')[0]?.[1]).toMatchObject({
      cash_eur: '1234.56',
      tokens: 300,
      token_price_eur: '1.05',
    })
  }, 30_000)

  it("shows the treasury's refusal of the tokens, translated", async () => {
    await renderAdmin('/admin-iqstem/commissions', {
      '/api/admin/iqstem/rates': RATES,
      '/api/admin/iqstem/commissions': adminCommissionsFixture(),
      [PAYMENTS]: () => refusal(409, 'INSUFFICIENT_TOKENS', { instrument: 'IQS' }),
    })
    const form = await openPayment()
    await userEvent.type(within(form).getByLabelText('IQS tokens'), '10')
    await userEvent.type(within(form).getByLabelText('Price per token (€)'), '1')
    await userEvent.click(within(form).getByRole('button', { name: 'Record the payment' }))
    expect(await within(form).findByText('Not enough available IQS tokens')).toBeInTheDocument()
  }, 30_000)
})

describe("a member's page, for admins", () => {
  beforeAll(warmUpAdminArea, 60_000)
  beforeEach(resetAdminTest, 20_000)
  afterEach(resetAdminTest, 20_000)

  it('shows the membership, leads, sponsored consultants, ledger and decisions, and marks a payment', async () => {
    const { api } = await renderAdmin('/admin-iqstem/details/21', {
      '/api/admin/iqstem/members/21': memberDetailFixture(),
      [PAYMENTS]: () => Response.json({ data: paidInFull() }, { status: 201 }),
    })
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' }, WAIT)).toBeInTheDocument()
    expect(screen.getByText('Approved', { selector: '.iqstem-badge' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin-iqstem/details/30',
    )
    const leads = screen.getByRole('region', { name: '1 lead' })
    expect(within(leads).getByRole('link', { name: 'Acme Corp' })).toHaveAttribute(
      'href',
      '/admin-iqstem/iq-leads/5',
    )
    expect(screen.getByRole('region', { name: '1 sponsored consultant' })).toHaveTextContent('Linus Torvalds')
    expect(figure('outstanding')).toHaveTextContent('€1,549.56')
    expect(figure('held')).toHaveTextContent('1,500')
    expect(screen.getByText('Approved by Root Admin')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Mark a payment on Acme Corp (commission #9)' }))
    const form = screen.getByRole('form', { name: 'Payment on Acme Corp (commission #9)' })
    await userEvent.type(within(form).getByLabelText('Euros'), '100')
    await userEvent.click(within(form).getByRole('button', { name: 'Record the payment' }))
    expect(await screen.findByText('The payment is recorded.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')[0]).toEqual([
      PAYMENTS,
      expect.objectContaining({ cash_eur: '100', tokens: 0 }),
    ])
  }, 30_000)

  it('says a member does not exist, in French', async () => {
    await renderAdmin('/admin-iqstem/details/abc', {}, 'fr')
    expect(await screen.findByText("Ce membre n'existe pas.", {}, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour aux candidats' })).toHaveAttribute(
      'href',
      '/admin-iqstem/pending',
    )
  }, 30_000)
})
