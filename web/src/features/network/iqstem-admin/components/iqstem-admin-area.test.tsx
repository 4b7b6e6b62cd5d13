import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { adminReferralsFixture, iqstemReportFixture } from '../testing/iqstem-admin-fixtures.js'
import { callsOf, renderAdmin, resetAdminTest, WAIT, warmUpAdminArea } from '../testing/render-admin.js'

/** The /admin-iqstem area: who may see it, its menu, the reports and the sponsored consultants. */
describe('the IQStem admin area', () => {
  beforeAll(warmUpAdminArea, 60_000)
  beforeEach(resetAdminTest, 20_000)
  afterEach(resetAdminTest, 20_000)

  it('is refused to a member, without calling the api, and offers a guest the sign-in', async () => {
    signInAs('IQStem')
    const api = mockApi({ '/api/adds': [] })
    const { unmount } = renderApp('/admin-iqstem/iq-leads')
    expect(await screen.findByText('This page is not available to you', {}, WAIT)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
    expect(api.mock.calls.some(([url]) => String(url).includes('/api/admin/'))).toBe(false)
    unmount()

    await resetAdminTest()
    mockApi({ '/api/adds': [] })
    renderApp('/admin-iqstem/commissions')
    const refusal = await screen.findByRole('alert', {}, WAIT)
    expect(within(refusal).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/my-account/sign-in',
    )
  }, 30_000)

  it("shows the admin the menu and the period's report, with its Excel export", async () => {
    const { api } = await renderAdmin('/admin-iqstem/reports?from=2026-02&to=2026-03', {
      '/api/admin/iqstem/reports': iqstemReportFixture(),
    })
    const menu = await screen.findByRole('navigation', { name: 'IQStem administration' }, WAIT)
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reports', 'Pending', 'Leads', 'Consultants', 'Commissions'])
    expect(
      await screen.findByText('Commissions paid (cash and tokens)', { selector: 'dt' }),
    ).toBeInTheDocument()
    // 1234.56 € cash and 315.00 € of tokens: 1549.56 € paid, exactly.
    expect(document.querySelector('[data-figure="paid_total"]')).toHaveTextContent('€1,549.56')
    expect(document.querySelector('[data-figure="commissions_paid_tokens"]')).toHaveTextContent('300')
    expect(document.querySelector('[data-figure="conversion_rate"]')).toHaveTextContent('33.3 %')
    expect(screen.getByRole('img', { name: 'Leads submitted and converted by month' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Commissions accrued and paid by month' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Figures by month' })
    expect(within(table).getByRole('row', { name: /^2026-03/ })).toHaveTextContent('€2,000.00')
    expect(screen.getByRole('link', { name: 'Download (Excel)' })).toHaveAttribute(
      'href',
      '/api/admin/iqstem/reports.xlsx?from=2026-02&to=2026-03',
    )
    expect(
      callsOf(api, 'GET').some(([path]) => path === '/api/admin/iqstem/reports?from=2026-02&to=2026-03'),
    ).toBe(true)
  }, 30_000)

  it('refuses a period whose first month is after the last, without asking the api', async () => {
    const { api } = await renderAdmin('/admin-iqstem/reports', {
      '/api/admin/iqstem/reports': iqstemReportFixture(),
    })
    await screen.findByText('Totals of the period', {}, WAIT)
    // jsdom's month input takes a whole value, not keystrokes.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05' } })
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(
      await screen.findByText('Choose a first month before the last one, at most 60 months apart.'),
    ).toBeInTheDocument()
    expect(callsOf(api, 'GET').filter(([path]) => path.startsWith('/api/admin/iqstem/reports'))).toHaveLength(
      1,
    )
  }, 30_000)

  it('reads the report in French', async () => {
    await renderAdmin('/admin-iqstem/reports', { '/api/admin/iqstem/reports': iqstemReportFixture() }, 'fr')
    expect(await screen.findByRole('heading', { name: 'Rapports' }, WAIT)).toBeInTheDocument()
    expect(await screen.findByText('Taux de conversion')).toBeInTheDocument()
    // French groups thousands with a narrow no-break space: compare with plain spaces.
    const paid = document.querySelector('[data-figure="paid_total"]')!
    expect(paid.textContent?.replace(/\s/g, ' ')).toBe('1 549,56 €')
    expect(screen.getByRole('link', { name: 'Télécharger (Excel)' })).toBeInTheDocument()
  }, 30_000)

  it('lists the sponsored consultants with their sponsor, and asks the api for a state', async () => {
    const { api } = await renderAdmin('/admin-iqstem/consultants', {
      '/api/admin/iqstem/referrals': (url: URL) =>
        Response.json({
          data: url.searchParams.get('state') === 'on_contract' ? { items: [] } : adminReferralsFixture(),
        }),
    })
    const row = (await screen.findByText('Linus Torvalds', {}, WAIT)).closest('tr')!
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin-iqstem/details/21',
    )
    expect(row).toHaveTextContent('Registered')
    await userEvent.click(screen.getByRole('button', { name: 'On contract' }))
    expect(await screen.findByText('No sponsored consultant in this state.')).toBeInTheDocument()
    expect(
      callsOf(api, 'GET').some(([path]) => path === '/api/admin/iqstem/referrals?state=on_contract'),
    ).toBe(true)
  }, 30_000)
})
