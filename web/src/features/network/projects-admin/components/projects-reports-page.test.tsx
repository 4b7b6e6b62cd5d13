import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { projectsReportFixture } from '../testing/projects-admin-fixtures.js'
import {
  adminMe,
  getsOf,
  renderProjectsAdmin,
  resetProjectsAdminTest,
  WAIT,
  warmUpProjectsAdmin,
} from '../testing/render-projects-admin.js'

const REPORT = '/api/admin/projects/reports'

/** /admin-projects/reports: who may see it, its figures, filters, export and table. */
describe('the projects reports page', () => {
  beforeAll(warmUpProjectsAdmin, 60_000)
  beforeEach(resetProjectsAdminTest, 20_000)
  afterEach(resetProjectsAdminTest, 20_000)

  it("shows the period's figures, charts, breakdowns and projects, with the Excel export", async () => {
    const { api } = await renderProjectsAdmin('/admin-projects/reports?from=2030-03&to=2030-04', {
      [REPORT]: projectsReportFixture(),
    })
    const menu = await screen.findByRole('navigation', { name: 'Projects administration' }, WAIT)
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reports', 'Project sheets'])
    expect(await screen.findByRole('heading', { name: 'Projects reports' })).toBeInTheDocument()
    expect(await screen.findByText('Mean time to a first applicant')).toBeInTheDocument()
    const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)
    expect(figure('projects')).toHaveTextContent('2')
    expect(figure('mean_hours_to_first_applicant')).toHaveTextContent('11 d 1 h')
    expect(figure('day_rate_value')).toHaveTextContent('€55,282.50')
    expect(figure('success_fees_due')).toHaveTextContent('€12,000.60')
    for (const chart of [
      'Projects created and published by month',
      'Applications received and contracts signed by month',
      'Contracted fees and success fees due by month',
    ])
      expect(screen.getByRole('img', { name: chart })).toBeInTheDocument()
    expect(document.querySelector('[data-status="closed"]')).toHaveTextContent('1')
    const bySector = screen.getByRole('table', { name: 'By sector' })
    expect(within(bySector).getByRole('row', { name: /Insurance/ })).toHaveTextContent('€30,000.00')
    const byOwner = screen.getByRole('table', { name: 'By owner' })
    expect(
      within(byOwner).getByRole('row', { name: /Paul Partner \(Executive partner\)/ }),
    ).toBeInTheDocument()
    const months = screen.getByRole('table', { name: 'Figures by month' })
    expect(within(months).getByRole('row', { name: /^2030-03/ })).toHaveTextContent('€12,000.60')

    const projects = screen.getByRole('table', { name: 'Projects created in the period' })
    const row = within(projects).getByRole('row', { name: /Data platform for a mutual insurer/ })
    expect(within(row).getByRole('link', { name: 'Data platform for a mutual insurer' })).toHaveAttribute(
      'href',
      '/admin-projects/project-sheet/12',
    )
    expect(row).toHaveTextContent('26 h')
    expect(row).toHaveTextContent('1 / 1')
    expect(within(projects).getByRole('row', { name: /Banking risk board/ })).toHaveTextContent('20 d 23 h')
    expect(screen.getByRole('link', { name: 'Download (Excel)' })).toHaveAttribute(
      'href',
      '/api/admin/projects/reports.xlsx?from=2030-03&to=2030-04',
    )
    expect(getsOf(api)).toContain(`${REPORT}?from=2030-03&to=2030-04`)

    // The table has a second page: the page is kept in the address with the filters.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await expect.poll(() => getsOf(api)).toContain(`${REPORT}?from=2030-03&to=2030-04&page=2`)
  }, 30_000)

  it('applies the filters to the report and to the export', async () => {
    const { api } = await renderProjectsAdmin('/admin-projects/reports', {
      [REPORT]: projectsReportFixture(),
    })
    await screen.findByRole('form', { name: 'Filters' }, WAIT)
    // The boxes show the period the api answered for.
    expect(screen.getByLabelText('From')).toHaveValue('2030-03')
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Closed')
    await userEvent.selectOptions(screen.getByLabelText('Sector'), 'Banking')
    await userEvent.selectOptions(screen.getByLabelText('Owner'), 'Paul Partner (Executive partner)')
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    const asked = `${REPORT}?from=2030-03&to=2030-04&status=closed&sector=banking&owner_id=22`
    await expect.poll(() => getsOf(api)).toContain(asked)
    expect(screen.getByRole('link', { name: 'Download (Excel)' })).toHaveAttribute(
      'href',
      '/api/admin/projects/reports.xlsx?from=2030-03&to=2030-04&status=closed&sector=banking&owner_id=22',
    )
    // Cleared: the api's defaults again (the answer for them is already at hand).
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }))
    await expect
      .poll(() => screen.getByRole('link', { name: 'Download (Excel)' }).getAttribute('href'))
      .toBe('/api/admin/projects/reports.xlsx')
    expect(screen.getByLabelText('State')).toHaveValue('')
  }, 30_000)

  it('refuses a period whose first month is after the last, without asking the api', async () => {
    const { api } = await renderProjectsAdmin('/admin-projects/reports', {
      [REPORT]: projectsReportFixture(),
    })
    await screen.findByRole('form', { name: 'Filters' }, WAIT)
    // jsdom's month input takes a whole value, not keystrokes.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-06' } })
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(
      await screen.findByText('Choose a first month before the last one, at most 60 months apart.'),
    ).toBeInTheDocument()
    expect(getsOf(api).filter((path) => path.startsWith(REPORT))).toHaveLength(1)
  }, 30_000)

  it('says so when no project was created in the period', async () => {
    await renderProjectsAdmin('/admin-projects/reports', {
      [REPORT]: projectsReportFixture({
        projects: { items: [], total: 0, page: 1, page_size: 50, page_count: 0 },
      }),
    })
    expect(
      await screen.findByText('No project was created in this period with these filters.', {}, WAIT),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Projects created in the period' })).not.toBeInTheDocument()
  }, 30_000)

  it('reads the report in French', async () => {
    await renderProjectsAdmin(
      '/admin-projects/reports',
      { [REPORT]: projectsReportFixture() },
      { language: 'fr' },
    )
    expect(await screen.findByRole('heading', { name: 'Rapports des projets' }, WAIT)).toBeInTheDocument()
    const due = await screen.findByText(
      (_, element) => element?.getAttribute('data-figure') === 'success_fees_due',
    )
    // French groups thousands with a narrow no-break space: compare with plain spaces.
    expect(due.textContent?.replace(/\s/g, ' ')).toBe('12 000,60 €')
    expect(document.querySelector('[data-figure="mean_hours_to_first_applicant"]')).toHaveTextContent(
      '11 j 1 h',
    )
    expect(screen.getByRole('link', { name: 'Télécharger (Excel)' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Clos' })).toBeInTheDocument()
  }, 30_000)

  it('is refused to an admin without the projects group and to a member, without calling the api', async () => {
    const { api, unmount } = await renderProjectsAdmin(
      '/admin-projects/reports',
      { [REPORT]: projectsReportFixture() },
      { groups: ['web_site'] },
    )
    expect(await screen.findByText('This page is not available to you', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('“Projects” permission')
    expect(getsOf(api).some((path) => path.startsWith('/api/admin/'))).toBe(false)
    unmount()

    await resetProjectsAdminTest()
    signInAs('Client')
    const memberApi = mockApi({
      '/api/adds': [],
      '/api/me': { ...adminMe([]), user: { ...adminMe().user, user_type: 'Client' } },
    })
    renderApp('/admin-projects/project-sheet/12')
    expect(await screen.findByText('This area is reserved for administrators.', {}, WAIT)).toBeInTheDocument()
    expect(getsOf(memberApi).some((path) => path.startsWith('/api/admin/'))).toBe(false)
  }, 30_000)
})
