import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'
import { setViewportWidth } from '../../../../testing/viewport.js'
import { projectsFixture } from '../testing/iqstem-fixtures.js'

const WAIT = { timeout: 10_000 }
const PROJECTS = '/api/network/iqstem/projects'

/** The /my-iqstem area (issue 17): who may enter, its menu, and all-projects. */
describe('the IQStem area', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
  }, 30_000)
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  }, 30_000)

  it('opens on all-projects with the menu in order, and lists my projects and the open ones', async () => {
    signInAs('IQStem')
    mockApi({ '/api/adds': [], [PROJECTS]: projectsFixture() })
    const { router } = renderApp('/my-iqstem')
    const menu = await screen.findByRole('navigation', { name: 'My IQStem menu' }, WAIT)
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All projects', '/my-iqstem/all-projects'],
      ['My leads', '/my-iqstem/my-leads'],
      ['Add a lead', '/my-iqstem/add-leads'],
      ['My consultants', '/my-iqstem/my-consultants'],
      ['Sponsor a consultant', '/my-iqstem/sponsor-consultant'],
      ['Commissions', '/my-iqstem/commissions'],
    ])
    expect(router.state.location.pathname).toBe('/my-iqstem/all-projects')
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'All projects' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    )

    const mine = await screen.findByRole('list', { name: 'Projects from my leads and consultants' }, WAIT)
    const [fromLead, fromReferral] = within(mine).getAllByRole('listitem')
    expect(within(fromLead!).getByRole('link', { name: 'Acme Industries: cloud migration' })).toHaveAttribute(
      'href',
      '/other-public/projects/77',
    )
    expect(within(fromLead!).getByRole('link', { name: 'From your lead #12' })).toHaveAttribute(
      'href',
      '/my-iqstem/my-leads/12',
    )
    expect(fromLead).toHaveTextContent('Industry · Lyon · Remote · Published on 12 May 2025')
    expect(fromReferral).toHaveTextContent('Ada Lovelace, whom you sponsored, works on it')

    const open = screen.getByRole('list', { name: 'Open projects you can refer a consultant to' })
    const [payments] = within(open).getAllByRole('listitem')
    expect(within(payments!).getByRole('link', { name: 'Payments platform' })).toHaveAttribute(
      'href',
      '/other-public/projects/90',
    )
    expect(payments).toHaveTextContent('Paris · Published on 2 June 2025')
    expect(within(payments!).getByRole('link', { name: 'Sponsor a consultant' })).toHaveAttribute(
      'href',
      '/my-iqstem/sponsor-consultant',
    )
  }, 30_000)

  it('is open to consultants and executive partners, with the same menu', async () => {
    setViewportWidth(800)
    signInAs('Consultant')
    mockApi({ '/api/adds': [], [PROJECTS]: { mine: [], open: [] } })
    renderApp('/my-iqstem/all-projects')
    expect(await screen.findByRole('navigation', { name: 'My IQStem menu' }, WAIT)).toBeInTheDocument()
    expect(
      await screen.findByText(
        'None yet: a lead converted by IQS, or a contract of a consultant you sponsored, will show here.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('No project is open at the moment.')).toBeInTheDocument()
  }, 30_000)

  it('tells a client whom the area is for, and asks the api nothing', async () => {
    signInAs('Client')
    const api = mockApi({ '/api/adds': [] })
    renderApp('/my-iqstem/my-leads')
    expect(
      await screen.findByText(
        'This area is for IQStem members, consultants and executive partners.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/my-account')
    expect(screen.queryByRole('navigation', { name: 'My IQStem menu' })).not.toBeInTheDocument()
    expect(api.mock.calls.some(([url]) => String(url).includes('/api/network/iqstem'))).toBe(false)
  }, 30_000)

  it('sends a guest to sign in', async () => {
    const api = mockApi({ '/api/adds': [] })
    const { router } = renderApp('/my-iqstem/commissions')
    await screen.findByRole('heading', { level: 1 }, WAIT)
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-account/sign-in'), WAIT)
    expect(api.mock.calls.some(([url]) => String(url).includes('/api/network/iqstem'))).toBe(false)
  }, 30_000)
})
