import type { MemberDividend } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { renderMember } from '../../testing.js'
import { NEW_PROFILE } from '../api/get-profile.js'
import { memberDividend } from '../testing.js'
import { DividendsPage } from './dividends-page.js'

/** The api's answer, newest first: one to fix, one due, one paid, two that pay me nothing. */
const DIVIDENDS: MemberDividend[] = [
  memberDividend({
    id: 'd4',
    title: 'Interim dividend 2027',
    recordDate: '2027-06-30',
    paymentDate: '2027-07-10',
    state: 'DECLARED',
    fixedAt: null,
    iqsShares: null,
    ostShares: null,
    amountEur: null,
  }),
  memberDividend({}),
  memberDividend({
    id: 'd2',
    title: 'Dividend 2025',
    recordDate: '2025-12-31',
    paymentDate: '2026-01-15',
    state: 'PAID',
    iqsShares: '1000',
    ostShares: '0',
    amountEur: '12.50',
    paidAt: '2026-01-16T10:00:00.000Z',
    paymentReference: 'SEPA-2026-01',
  }),
  memberDividend({
    id: 'd5',
    title: 'Crumbs 2024',
    amountPerShare: '0.001',
    recordDate: '2024-06-30',
    paymentDate: '2024-07-15',
    state: 'PAID',
    iqsShares: '5',
    ostShares: '0',
    amountEur: '0.00',
  }),
  memberDividend({
    id: 'd6',
    title: 'Dividend 2024',
    recordDate: '2024-12-31',
    paymentDate: '2025-01-15',
    state: 'PAID',
    iqsShares: '0',
    ostShares: '0',
    amountEur: '0.00',
  }),
]

/** The rows' cells as a reader sees them (Intl's French spaces written as plain spaces). */
const cells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent?.replace(/\s/g, ' ')),
    )

describe('my dividends page (issue 19)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows each dividend with my shares, my amount and where its payment stands', async () => {
    mockApi({ '/api/iqs/dividends': DIVIDENDS })
    await renderMember(<DividendsPage />)
    await screen.findByRole('table', { name: 'Dividends' })
    expect(cells()).toEqual([
      ['Interim dividend 2027', '30 Jun 2027', '10 Jul 2027', '—', '—', 'To be fixed after the record date'],
      [
        'Dividend 2026',
        '31 Dec 2026',
        '15 Jan 2027',
        '25,100 IQS + 1,500 OST',
        '€332.50',
        'To be paid on 15 January 2027',
      ],
      [
        'Dividend 2025',
        '31 Dec 2025',
        '15 Jan 2026',
        '1,000 IQS',
        '€12.50',
        'Paid on 16 January 2026 (SEPA-2026-01)',
      ],
      [
        'Crumbs 2024',
        '30 Jun 2024',
        '15 Jul 2024',
        '5 IQS',
        '€0.00',
        'Nothing due: shares worth less than a cent',
      ],
      [
        'Dividend 2024',
        '31 Dec 2024',
        '15 Jan 2025',
        '0',
        '€0.00',
        'Nothing due: no share held at the record date',
      ],
    ])
    expect(
      screen.getByText(
        'Each IQS token and each OST share held at the end of the record date (Paris time) is paid the amount per share, rounded down to the cent.',
      ),
    ).toBeInTheDocument()
  })

  it('words the rows in French', async () => {
    mockApi({ '/api/iqs/dividends': DIVIDENDS })
    await renderMember(<DividendsPage />, 'fr')
    await screen.findByRole('table', { name: 'Dividendes' })
    const rows = cells()
    expect(rows[0]?.[5]).toBe("À figer après la date d'enregistrement")
    expect(rows[1]?.slice(1)).toEqual([
      '31 déc. 2026',
      '15 janv. 2027',
      '25 100 IQS + 1 500 OST',
      '332,50 €',
      'À payer le 15 janvier 2027',
    ])
    expect(rows[2]?.[5]).toBe('Payé le 16 janvier 2026 (SEPA-2026-01)')
  })

  it('says when there is no dividend yet', async () => {
    mockApi({ '/api/iqs/dividends': [] })
    await renderMember(<DividendsPage />)
    expect(await screen.findByText('No dividend declared yet.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('is a page of the token area, after Voting in its menu', async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
    signInAs('Consultant')
    mockApi({
      '/api/adds': [],
      '/api/share-owners/me': { ...NEW_PROFILE, white_list_status: 'APPROVED' },
      '/api/iqs/dividends': DIVIDENDS,
    })
    renderApp('/my-iqs-tokens/dividends')
    await screen.findByRole('table', { name: 'Dividends' }, { timeout: 15_000 })
    const menu = screen.getByRole('navigation', { name: 'Token area' })
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links.indexOf('Dividends')).toBe(links.indexOf('Voting') + 1)
    expect(within(menu).getByRole('link', { name: 'Dividends' })).toHaveAttribute(
      'href',
      '/my-iqs-tokens/dividends',
    )
    clearSession()
  })
})
