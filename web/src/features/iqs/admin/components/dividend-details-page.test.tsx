import type { AdminDividendDetail } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToasts, resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { DECLARED_DIVIDEND, dividendDetail, entitlement } from '../testing.js'

const PATH = '/api/admin/iqs/dividends/d1'

/** The row's cells as a reader sees them (Intl's French spaces written as plain spaces). */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '))

/** A fact of the figures card by its label. */
const fact = (label: string) =>
  within(screen.getByRole('region', { name: /^(Figures|Chiffres)$/ }))
    .getByText(label)
    .closest('.facts__row')
    ?.querySelector('dd')
    ?.textContent?.replace(/\s/g, ' ')

async function openDividend(title = 'Dividend 2026') {
  renderApp('/iqs-tokens/dividends/d1')
  await screen.findByRole('heading', { name: title, level: 2 }, { timeout: 15_000 })
}

async function confirmDialog(text?: string) {
  const dialog = await screen.findByRole('dialog')
  if (text) expect(dialog).toHaveTextContent(text)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
}

/** The fake api of one dividend: its page, and each POST recorded and answered by `answer`. */
function dividendApi(
  detail: AdminDividendDetail,
  answer: (action: string, body: unknown) => Response = () => Response.json({ data: detail }),
) {
  const posts: { action: string; body: unknown }[] = []
  const fetchMock = mockApi({
    '/api/adds': [],
    '/api/admin/iqs/dividends': [detail],
    [PATH]: detail,
    ...Object.fromEntries(
      ['fix', 'payments', 'cancel'].map((action) => [
        `${PATH}/${action}`,
        (_url: URL, init?: RequestInit) => {
          if (init?.method !== 'POST') return new Response(null, { status: 405 })
          const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined
          posts.push({ action, body })
          return answer(action, body)
        },
      ]),
    ),
  })
  return { posts, fetchMock }
}

describe('a dividend’s page (issue 19)', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    resetToasts()
    await i18n.changeLanguage('en')
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  })

  it('shows the figures and the holders’ lines', async () => {
    signInAs('Admin')
    // A line under one cent is listed, never paid (the payment run leaves it out).
    const crumbs = entitlement({
      userId: 12,
      holder: 'Cora Crumbs',
      email: 'cora@iqs.demo',
      iqsShares: '0',
      ostShares: '0',
      amountEur: '0.00',
    })
    dividendApi(dividendDetail({ holders: 3 }, [...dividendDetail().entitlements, crumbs]))
    await openDividend()
    expect(fact('Amount per share')).toBe('€0.0125')
    expect(fact('Record date (end of day, Paris time)')).toBe('31 December 2026')
    expect(fact('Payment date')).toBe('15 January 2027')
    expect(fact('Record position (event log)')).toBe('120')
    expect(fact('Holders')).toBe('3 holders · payments: 0 of 2')
    expect(fact('Declared €')).toBe('€344.9875')
    expect(fact('Total due €')).toBe('€344.98')
    expect(fact('Rounding €')).toBe('€0.0075')
    expect(fact('Paid €')).toBe('€0.00')
    expect(fact('Unpaid €')).toBe('€344.98')
    const table = screen.getByRole('table', { name: 'Entitlements' })
    const [, tess, sam] = within(table).getAllByRole('row') as HTMLElement[]
    expect(cells(tess!)).toEqual([
      '',
      'Tess Trader',
      'trader2@iqs.demo',
      '25,100',
      '1,500',
      '€332.50',
      '—',
      '—',
    ])
    expect(cells(sam!).slice(1)).toEqual(['Sam Trader', 'sam@iqs.demo', '999', '0', '€12.48', '—', '—'])
    const cora = within(table).getAllByRole('row')[3]!
    expect(cells(cora).slice(5, 7)).toEqual(['€0.00', 'Nothing to pay (under one cent)'])
    expect(within(cora).queryByRole('checkbox')).toBeNull()
    expect(within(table).getAllByRole('checkbox')).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Download the payment run (Excel)' })).toHaveAttribute(
      'href',
      '/api/admin/iqs/dividends/d1/payment-run.xlsx',
    )
    expect(screen.getByRole('button', { name: 'Cancel the dividend' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Fix entitlements' })).toBeNull()
  })

  it('marks every unpaid holder paid with the reference typed', async () => {
    signInAs('Admin')
    const paid = dividendDetail({ state: 'PAID', paidEur: '344.98', unpaidEur: '0.00', paidHolders: 2 }, [
      entitlement({ paidAt: '2027-01-15T10:00:00.000Z', paymentReference: 'SEPA-2027-01' }),
      entitlement({
        userId: 9,
        holder: 'Sam Trader',
        email: 'sam@iqs.demo',
        amountEur: '12.48',
        paidAt: '2027-01-15T10:00:00.000Z',
        paymentReference: 'SEPA-2027-01',
      }),
    ])
    const { posts } = dividendApi(dividendDetail(), () => Response.json({ data: paid }))
    await openDividend()
    const all = screen.getByRole('button', { name: 'Mark all unpaid as paid' })
    // The reference is required: nothing is asked without it.
    await userEvent.click(all)
    expect(await screen.findByText('Enter the payment reference.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()

    await userEvent.type(screen.getByLabelText('Payment reference'), ' SEPA-2027-01 ')
    await userEvent.click(all)
    await confirmDialog('Mark the 2 unpaid holders as paid (€344.98) with the reference "SEPA-2027-01"?')
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Payments marked'))
    expect(posts).toEqual([{ action: 'payments', body: { reference: 'SEPA-2027-01' } }])

    // The answer shows at once: every line paid, no more to mark or to cancel.
    const table = screen.getByRole('table', { name: 'Entitlements' })
    await waitFor(() =>
      expect(cells(within(table).getAllByRole('row')[1]!)).toEqual([
        'Tess Trader',
        'trader2@iqs.demo',
        '25,100',
        '1,500',
        '€332.50',
        '15 January 2027',
        'SEPA-2027-01',
      ]),
    )
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Mark all unpaid as paid' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel the dividend' })).toBeNull()
  })

  it('marks the holders ticked paid, naming them', async () => {
    signInAs('Admin')
    const { posts } = dividendApi(dividendDetail())
    await openDividend()
    const selected = screen.getByRole('button', { name: 'Mark selected as paid (0)' })
    expect(selected).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sam Trader' }))
    await userEvent.type(screen.getByLabelText('Payment reference'), 'SEPA-9')
    await userEvent.click(screen.getByRole('button', { name: 'Mark selected as paid (1)' }))
    await confirmDialog('Mark the 1 selected holder as paid (€12.48) with the reference "SEPA-9"?')
    await waitFor(() =>
      expect(posts).toEqual([{ action: 'payments', body: { reference: 'SEPA-9', userIds: [9] } }]),
    )

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every unpaid holder' }))
    expect(screen.getByRole('checkbox', { name: 'Select Tess Trader' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Mark selected as paid (2)' })).toBeEnabled()
  })

  it('fixes the entitlements once the record date is over, and words a refusal', async () => {
    signInAs('Admin')
    const declared = { ...DECLARED_DIVIDEND, id: 'd1', canFix: true, entitlements: [] }
    let refuse = true
    const { posts } = dividendApi(declared, () =>
      refuse
        ? Response.json(
            {
              error: {
                code: 'DIVIDEND_REFUSED',
                message: 'refused',
                details: { reason: 'RECORD_DATE_NOT_OVER' },
              },
            },
            { status: 409 },
          )
        : Response.json({ data: dividendDetail() }),
    )
    await openDividend('Interim dividend 2027')
    expect(screen.queryByRole('table', { name: 'Entitlements' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Download the payment run (Excel)' })).toBeNull()
    expect(fact('Total due €')).toBe('—')

    await userEvent.click(screen.getByRole('button', { name: 'Fix entitlements' }))
    await confirmDialog()
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'The record date is not over yet: the entitlements cannot be fixed.',
      ),
    )
    refuse = false
    await userEvent.click(screen.getByRole('button', { name: 'Fix entitlements' }))
    await confirmDialog()
    expect(await screen.findByRole('table', { name: 'Entitlements' })).toBeInTheDocument()
    expect(posts.map((p) => p.action)).toEqual(['fix', 'fix'])
    expect(getToasts().map((t) => t.message)).toContain('Entitlements fixed')
  })

  it('cancels a dividend with no payment', async () => {
    signInAs('Admin')
    const { posts, fetchMock } = dividendApi(dividendDetail(), () =>
      Response.json({ data: { ...DECLARED_DIVIDEND, id: 'd1', state: 'CANCELLED' } }),
    )
    await openDividend()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the dividend' }))
    await confirmDialog('Cancel the dividend "Dividend 2026"? Nothing will be paid.')
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Dividend cancelled'))
    expect(posts).toEqual([{ action: 'cancel', body: undefined }])
    // The page loads again (a cancel answers the dividend without its lines).
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === PATH)).toHaveLength(2),
    )
  })

  it('lets the auditor read the page and download the run, with no action', async () => {
    signInAs('Auditor')
    dividendApi(dividendDetail())
    await openDividend()
    expect(await screen.findByRole('table', { name: 'Entitlements' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download the payment run (Excel)' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByLabelText('Payment reference')).toBeNull()
    for (const name of ['Fix entitlements', 'Mark all unpaid as paid', 'Cancel the dividend'])
      expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('writes the figures the French way', async () => {
    signInAs('Admin')
    await i18n.changeLanguage('fr')
    dividendApi(dividendDetail())
    await openDividend()
    expect(fact('Montant par action')).toBe('0,0125 €')
    expect(fact("Date d'enregistrement (fin de journée, heure de Paris)")).toBe('31 décembre 2026')
    expect(fact('Total dû (€)')).toBe('344,98 €')
    const table = screen.getByRole('table', { name: 'Droits' })
    expect(cells(within(table).getAllByRole('row')[1]!).slice(1, 6)).toEqual([
      'Tess Trader',
      'trader2@iqs.demo',
      '25 100',
      '1 500',
      '332,50 €',
    ])
    expect(screen.getByRole('button', { name: 'Marquer tous les impayés comme payés' })).toBeInTheDocument()
  })
})
