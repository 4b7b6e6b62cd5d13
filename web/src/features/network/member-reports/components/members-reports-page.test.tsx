import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  cardStatusFixture,
  memberReportFixture,
  memberRowFixture,
} from '../testing/member-reports-fixtures.js'
import { callsOf, renderPage, resetPageTest, WAIT, warmUpTexts } from '../testing/render-page.js'
import { MembersReportsPage } from './members-reports-page.js'

const REPORT = '/api/admin/network/member-reports'
const reportCalls = (api: Parameters<typeof callsOf>[0]) =>
  callsOf(api, 'GET')
    .map(([path]) => path)
    .filter((path) => path.startsWith(`${REPORT}?`))

/** The member admin areas' reports: filters in the address, counts, chart, table, Excel, cards. */
describe('the members reports page', () => {
  beforeAll(warmUpTexts, 60_000)
  beforeEach(resetPageTest, 20_000)
  afterEach(resetPageTest, 20_000)

  it('shows the consultants by state, by month and in a table, each opening their details', async () => {
    const { api } = await renderPage(
      <MembersReportsPage role="Consultant" />,
      '/admin-consultants/reports?sector=banking',
      { [REPORT]: memberReportFixture() },
    )
    expect(await screen.findByRole('heading', { name: 'Consultants: reports' }, WAIT)).toBeInTheDocument()
    const states = await screen.findByRole('group', { name: 'Members by state' })
    expect(within(states).getByRole('button', { name: 'All 5' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(states).getByRole('button', { name: 'Onboarding 3' })).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: 'Registrations and approvals by month, 2026-01 to 2026-03' }),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Members' })
    const ada = within(table).getByRole('row', { name: /Ada Lovelace/ })
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin-consultants/details/21',
    )
    expect(ada).toHaveTextContent('Approved')
    expect(ada).toHaveTextContent('Banking')
    expect(ada).toHaveTextContent('4.5 (2 reviews)')
    expect(within(table).getByRole('row', { name: /Grace Hopper/ })).toHaveTextContent('Pending review')
    expect(screen.getByRole('status')).toHaveTextContent('2 members')
    expect(screen.getByRole('link', { name: 'Download (Excel)' })).toHaveAttribute(
      'href',
      '/api/admin/network/member-reports.xlsx?role=Consultant&sector=banking',
    )
    expect(reportCalls(api)).toEqual([`${REPORT}?role=Consultant&sector=banking&page=1&page_size=20`])
    expect(screen.getByLabelText('Sector')).toHaveValue('banking')
  }, 30_000)

  it('applies the filters and the state through the address, and refuses dates out of order', async () => {
    const { api, router } = await renderPage(
      <MembersReportsPage role="Consultant" />,
      '/admin-consultants/reports',
      { [REPORT]: memberReportFixture() },
    )
    await screen.findByRole('table', { name: 'Members' }, WAIT)
    await userEvent.selectOptions(screen.getByLabelText('Practice'), 'data-ai')
    await userEvent.selectOptions(screen.getByLabelText('Seniority'), 'Lead')
    await userEvent.type(screen.getByLabelText('Name or e-mail'), 'ada')
    // jsdom's date input takes a whole value, not keystrokes.
    fireEvent.change(screen.getByLabelText('Registered from'), { target: { value: '2026-03-01' } })
    fireEvent.change(screen.getByLabelText('Registered to'), { target: { value: '2026-02-01' } })
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('The first day must not be after the last one.')).toBeInTheDocument()
    expect(reportCalls(api)).toHaveLength(1)

    fireEvent.change(screen.getByLabelText('Registered to'), { target: { value: '2026-03-31' } })
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?query=ada&practice=data-ai&seniority=Lead&registered_from=2026-03-01&registered_to=2026-03-31',
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Pending review 1' }))
    await waitFor(() => expect(router.state.location.search).toContain('state=PENDING'))
    await waitFor(() =>
      expect(reportCalls(api).at(-1)).toBe(
        `${REPORT}?role=Consultant&query=ada&state=PENDING&practice=data-ai&seniority=Lead` +
          '&registered_from=2026-03-01&registered_to=2026-03-31&page=1&page_size=20',
      ),
    )
    expect(screen.getByRole('link', { name: 'Download (Excel)' }).getAttribute('href')).toContain(
      'state=PENDING',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  }, 30_000)

  it('gives clients their company and no practice or seniority; details under reports', async () => {
    await renderPage(<MembersReportsPage role="Client" />, '/admin-clients/reports?practice=strategy', {
      [REPORT]: memberReportFixture({
        role: 'Client',
        members: {
          items: [
            memberRowFixture({ user_id: 51, company_name: 'Acme Corp', practices: [], seniority: null }),
          ],
          total: 1,
          page: 1,
          page_size: 20,
          page_count: 1,
        },
      }),
    })
    const table = await screen.findByRole('table', { name: 'Members' }, WAIT)
    expect(within(table).getByRole('columnheader', { name: 'Company' })).toBeInTheDocument()
    expect(within(table).queryByRole('columnheader', { name: 'Practices' })).not.toBeInTheDocument()
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin-clients/reports/details/51',
    )
    expect(screen.queryByLabelText('Practice')).not.toBeInTheDocument()
    // A practice in the address is not a client's filter: not asked for.
    expect(screen.getByRole('link', { name: 'Download (Excel)' })).toHaveAttribute(
      'href',
      '/api/admin/network/member-reports.xlsx?role=Client',
    )
  }, 30_000)

  it('lists the partners’ public cards, hides one with a reason and shows one again', async () => {
    const hiddenOne = cardStatusFixture({
      user_id: 42,
      first_name: 'Hedy',
      last_name: 'Lamarr',
      hidden: true,
      shown: false,
      reason: 'Conflict',
    })
    const { api } = await renderPage(
      <MembersReportsPage role="ExecPartner" />,
      '/admin-exec-partners/reports',
      {
        [REPORT]: memberReportFixture({ role: 'ExecPartner' }),
        '/api/admin/network/exec-partner-cards': { items: [cardStatusFixture(), hiddenOne] },
        '/api/admin/network/exec-partners/41/card': () =>
          Response.json({ data: { ...cardStatusFixture(), history: [] } }),
        '/api/admin/network/exec-partners/42/card': () =>
          Response.json({ data: { ...hiddenOne, history: [] } }),
      },
    )
    const cards = await screen.findByRole('table', { name: 'Public cards' }, WAIT)
    const margaret = within(cards).getByRole('row', { name: /Margaret Hamilton/ })
    expect(margaret).toHaveTextContent('Shown on the leaders pages')
    await userEvent.click(
      within(margaret).getByRole('button', { name: 'Hide the card of Margaret Hamilton' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Hide the card of Margaret Hamilton?' })
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Complaint under review')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the card' }))
    await waitFor(() =>
      expect(callsOf(api, 'PUT')).toContainEqual([
        '/api/admin/network/exec-partners/41/card',
        { hidden: true, reason: 'Complaint under review' },
      ]),
    )
    expect(await screen.findByText('The card of Margaret Hamilton is hidden.')).toBeInTheDocument()
    const hedy = within(cards).getByRole('row', { name: /Hedy Lamarr/ })
    expect(hedy).toHaveTextContent('Hidden')
    await userEvent.click(within(hedy).getByRole('button', { name: 'Show the card of Hedy Lamarr' }))
    await waitFor(() =>
      expect(callsOf(api, 'PUT')).toContainEqual([
        '/api/admin/network/exec-partners/42/card',
        { hidden: false },
      ]),
    )
  }, 30_000)

  it('reads the report in French', async () => {
    await renderPage(
      <MembersReportsPage role="Consultant" />,
      '/admin-consultants/reports',
      { [REPORT]: memberReportFixture() },
      'fr',
    )
    expect(await screen.findByRole('heading', { name: 'Consultants : rapports' }, WAIT)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'En attente de validation 1' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Télécharger (Excel)' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Membres' })).toHaveTextContent('Banque')
  }, 30_000)

  it('says so when the report cannot be loaded', async () => {
    await renderPage(<MembersReportsPage role="Consultant" />, '/admin-consultants/reports', {
      [REPORT]: () => Response.json({ error: { code: 'INTERNAL', message: 'no' } }, { status: 500 }),
    })
    expect(await screen.findByText('Error: unable to load the report', {}, WAIT)).toBeInTheDocument()
  }, 30_000)
})
