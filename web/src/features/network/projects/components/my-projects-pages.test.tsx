import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { myProjectsFixture, projectFixture } from '../testing/project-fixture.js'

const LIST = '/api/network/projects'
const WAIT = { timeout: 10_000 }

const published = projectFixture({
  id: 42,
  status: 'published',
  title: 'Cloud migration',
  updated_at: '2025-05-03T08:00:00.000Z',
})
const draft = projectFixture()

/** The owners' projects under /my-projects (issue 16): menus, list, form, publish refusal, delete. */
describe('my projects', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
  }, 20_000)
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  }, 20_000)

  it("shows the client's menu in the spec's order and their projects by state", async () => {
    signInAs('Client')
    const api = mockApi({
      '/api/adds': [],
      [LIST]: (url: URL) =>
        Response.json({
          data: myProjectsFixture(url.searchParams.get('status') === 'draft' ? [draft] : [published, draft]),
        }),
    })
    renderApp('/my-projects/project-status')
    const menu = await screen.findByRole('navigation', { name: 'My projects menu' }, WAIT)
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/my-projects/project-status',
      '/my-projects/find-consultants',
      '/my-projects/new-project',
      '/my-projects/my-consultants',
      '/my-projects/my-reviews',
      '/my-projects/new-review',
    ])
    expect(within(menu).getByRole('link', { name: 'Project status' })).toHaveAttribute('aria-current', 'page')
    const rows = within(await screen.findByRole('list', { name: 'My projects' })).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Cloud migration')
    expect(rows[0]).toHaveTextContent('Published')
    expect(within(rows[0]!).getByRole('button', { name: 'Close' })).toBeInTheDocument()
    expect(within(rows[1]!).getByRole('button', { name: 'Publish' })).toBeInTheDocument()
    expect(within(rows[1]!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/my-projects/project-status/41?edit=1',
    )
    const filter = screen.getByRole('group', { name: 'Projects by status' })
    expect(within(filter).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(filter).getByRole('button', { name: 'Draft 1' }))
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'My projects' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    )
    expect(within(filter).getByRole('button', { name: 'Draft 1' })).toHaveAttribute('aria-pressed', 'true')
    expect(api.mock.calls.some(([url]) => String(url).includes('status=draft'))).toBe(true)
  }, 20_000)

  it("shows the executive partner's menu in the spec's order", async () => {
    signInAs('ExecPartner')
    mockApi({ '/api/adds': [], [LIST]: myProjectsFixture([], { draft: 0, published: 0, closed: 0 }) })
    renderApp('/my-projects/my-projects')
    const menu = await screen.findByRole('navigation', { name: 'My projects menu' }, WAIT)
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Reports',
      'My projects',
      'Search consultants',
      'New project',
      'My consultants',
      'My reviews',
      'New review',
    ])
    expect(await screen.findByText('No project here yet. Write one with "New project".')).toBeInTheDocument()
  }, 20_000)

  it('tells a consultant, in French, that the page is for clients and executive partners', async () => {
    await i18n.changeLanguage('fr')
    signInAs('Consultant')
    const api = mockApi({ '/api/adds': [] })
    renderApp('/my-projects/new-project')
    expect(
      await screen.findByText('Cette page est réservée aux clients et aux partenaires exécutifs.', {}, WAIT),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aller à Missions' })).toHaveAttribute(
      'href',
      '/my-projects/jobs',
    )
    expect(api.mock.calls.some(([url]) => String(url).includes(LIST))).toBe(false)
  }, 20_000)

  it('refuses bad input on the field and sends nothing, then saves a draft', async () => {
    signInAs('Client')
    const api = mockApi({
      '/api/adds': [],
      [LIST]: () => Response.json({ data: draft }, { status: 201 }),
      '/api/network/projects/41': draft,
    })
    renderApp('/my-projects/new-project')
    const save = await screen.findByRole('button', { name: 'Save as draft' }, WAIT)
    await userEvent.type(screen.getByLabelText(/Duration in days/), '0')
    await userEvent.type(screen.getByLabelText(/Base fee/), '12,5')
    await userEvent.click(save)
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(screen.getByText('Enter a whole number of days between 1 and 3650')).toBeInTheDocument()
    expect(screen.getByText('Enter an amount in euros, e.g. 12000 or 12000.50')).toBeInTheDocument()
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await userEvent.type(screen.getByLabelText(/Title/), 'Data platform audit')
    await userEvent.clear(screen.getByLabelText(/Duration in days/))
    await userEvent.type(screen.getByLabelText(/Duration in days/), '30')
    await userEvent.clear(screen.getByLabelText(/Base fee/))
    await userEvent.type(screen.getByLabelText(/Base fee/), '12000.50')
    await userEvent.click(screen.getByRole('button', { name: 'Add a KPI' }))
    await userEvent.type(screen.getByLabelText('KPI 1'), 'Cost saved')
    await userEvent.type(screen.getByLabelText('Target of KPI 1'), '10 %')
    await userEvent.click(save)
    expect(await screen.findByRole('heading', { name: 'History' }, WAIT)).toBeInTheDocument()
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      title: 'Data platform audit',
      duration_days: 30,
      base_fee: '12000.50',
      success_fee: null,
      city: null,
      kpis: [{ name: 'Cost saved', target: '10 %' }],
    })
  }, 20_000)

  it('lists what publishing still needs by label and marks the fields', async () => {
    signInAs('Client')
    const incomplete = () =>
      Response.json(
        {
          error: {
            code: 'PROJECT_INCOMPLETE',
            message: 'incomplete',
            details: { missing: ['sector', 'city_or_remote', 'base_fee'] },
          },
        },
        { status: 422 },
      )
    mockApi({
      '/api/adds': [],
      '/api/network/projects/41': draft,
      '/api/network/projects/41/publish': incomplete,
      [LIST]: myProjectsFixture([draft]),
    })
    renderApp('/my-projects/project-status/41?edit=1')
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }, WAIT))
    const missing = (await screen.findByText('To publish, fill in:', {}, WAIT)).closest('[role=alert]')
    expect(missing).toHaveTextContent('Sector')
    expect(missing).toHaveTextContent('City or remote')
    expect(missing).toHaveTextContent('Base fee')
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Sector/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getAllByText('Needed to publish')).toHaveLength(3)
  }, 20_000)

  it('deletes a draft only after the confirmation, and shows its history', async () => {
    signInAs('Client')
    const api = mockApi({
      '/api/adds': [],
      '/api/network/projects/41': (_url: URL, init?: RequestInit) =>
        Response.json({ data: init?.method === 'DELETE' ? myProjectsFixture([]) : draft }),
      [LIST]: myProjectsFixture([]),
    })
    renderApp('/my-projects/project-status/41')
    expect(await screen.findByText('Created by you', {}, WAIT)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete the draft' }))
    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true))
    expect(await screen.findByRole('heading', { name: 'Project status', level: 2 })).toBeInTheDocument()
  }, 20_000)
})
