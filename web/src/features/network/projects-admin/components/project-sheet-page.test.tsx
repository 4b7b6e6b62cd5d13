import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminProjectPageFixture, projectSheetFixture } from '../testing/projects-admin-fixtures.js'
import {
  getsOf,
  refusal,
  renderProjectsAdmin,
  resetProjectsAdminTest,
  WAIT,
  warmUpProjectsAdmin,
} from '../testing/render-projects-admin.js'

/** /admin-projects/project-sheet: the projects to open, and one project's printable sheet. */
describe('the project sheets', () => {
  beforeAll(warmUpProjectsAdmin, 60_000)
  beforeEach(resetProjectsAdminTest, 20_000)
  afterEach(resetProjectsAdminTest, 20_000)

  it('lists the projects to open, and searches them by title, owner or number', async () => {
    const { api } = await renderProjectsAdmin('/admin-projects/project-sheet', {
      '/api/admin/projects': (url: URL) =>
        Response.json({
          data:
            url.searchParams.get('query') === 'nothing'
              ? { items: [], total: 0, page: 1, page_size: 20, page_count: 0 }
              : adminProjectPageFixture(),
        }),
    })
    expect(await screen.findByRole('heading', { name: 'Project sheets' }, WAIT)).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Projects' })
    const row = within(table).getByRole('row', { name: /Banking risk board/ })
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/admin-projects/project-sheet/14')
    expect(row).toHaveTextContent('Paul Partner (Executive partner)')
    expect(row).toHaveTextContent('Closed')
    expect(screen.getByText('2 projects')).toBeInTheDocument()

    const form = screen.getByRole('search', { name: 'Find a project' })
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search' }), 'nothing')
    await userEvent.selectOptions(within(form).getByLabelText('State'), 'Draft')
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No project matches this search.')).toBeInTheDocument()
    expect(getsOf(api)).toContain('/api/admin/projects?query=nothing&status=draft')
  }, 30_000)

  it("shows a project's whole sheet and prints it", async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    await renderProjectsAdmin('/admin-projects/project-sheet/12', {
      '/api/admin/projects/12/sheet': projectSheetFixture(),
    })
    expect(
      await screen.findByRole('heading', { name: 'Data platform for a mutual insurer (project #12)' }, WAIT),
    ).toBeInTheDocument()
    const facts = screen.getByRole('region', { name: 'The project' })
    expect(within(facts).getByRole('link', { name: 'Marie Curie' })).toHaveAttribute(
      'href',
      '/admin-clients/reports/details/21',
    )
    expect(facts).toHaveTextContent('marie@example.com')
    expect(facts).toHaveTextContent('Insurance')
    expect(facts).toHaveTextContent('90 days')
    const fees = screen.getByRole('region', { name: 'Fees and success fee' })
    expect(fees).toHaveTextContent('Claims handled: target +20 %')
    expect(document.querySelector('[data-outcome="known"]')).toHaveTextContent(
      '€12,000.60 due on 1 completed contract(s).',
    )
    expect(document.querySelector('[data-figure="firstApplicant"]')).toHaveTextContent('26 h')

    const applicants = screen.getByRole('table', { name: 'Applicants' })
    const bob = within(applicants).getByRole('row', { name: /Bob Builder/ })
    expect(bob).toHaveTextContent('Expired')
    expect(within(bob).getByRole('link', { name: 'Bob Builder' })).toHaveAttribute(
      'href',
      '/admin-consultants/details/41',
    )
    expect(within(applicants).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Accepted')

    const contract = screen.getByRole('article', { name: 'Contract with Ada Lovelace' })
    expect(contract).toHaveTextContent('Completed')
    expect(within(contract).getByRole('table', { name: 'KPI results' })).toHaveTextContent('150 %')
    expect(within(contract).getByText('1.2000')).toBeInTheDocument()

    const reviews = screen.getByRole('region', { name: 'Reviews' })
    expect(reviews).toHaveTextContent('Ada Lovelace about Marie Curie')
    expect(reviews).toHaveTextContent('Hidden')

    const history = screen.getByRole('table', { name: 'History' })
    expect(within(history).getByRole('row', { name: /Application expired/ })).toHaveTextContent(
      'The platform',
    )
    expect(within(history).getByRole('row', { name: /Project published/ })).toHaveTextContent(
      'Marie Curie (Client)',
    )
    expect(screen.getByRole('region', { name: 'Admin actions' })).toHaveTextContent('note by Root Admin')

    await userEvent.click(screen.getByRole('button', { name: 'Print / save as PDF' }))
    expect(print).toHaveBeenCalledOnce()
  }, 30_000)

  it('says a project does not exist, with the way back, for a 404 and for an address that is no number', async () => {
    const { unmount } = await renderProjectsAdmin('/admin-projects/project-sheet/999', {
      '/api/admin/projects/999/sheet': () => refusal(404, 'PROJECT_NOT_FOUND'),
    })
    expect(await screen.findByText('This project does not exist.', {}, WAIT)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All project sheets' })).toHaveAttribute(
      'href',
      '/admin-projects/project-sheet',
    )
    unmount()

    await resetProjectsAdminTest()
    const { api } = await renderProjectsAdmin('/admin-projects/project-sheet/abc', {})
    expect(await screen.findByText('This project does not exist.', {}, WAIT)).toBeInTheDocument()
    expect(getsOf(api).some((path) => path.includes('/sheet'))).toBe(false)
  }, 30_000)

  it('reads the sheet in French', async () => {
    await renderProjectsAdmin(
      '/admin-projects/project-sheet/12',
      { '/api/admin/projects/12/sheet': projectSheetFixture() },
      { language: 'fr' },
    )
    expect(
      await screen.findByRole('heading', { name: 'Data platform for a mutual insurer (projet n° 12)' }, WAIT),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Imprimer / enregistrer en PDF' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Historique' })).toHaveTextContent('La plateforme')
  }, 30_000)
})
