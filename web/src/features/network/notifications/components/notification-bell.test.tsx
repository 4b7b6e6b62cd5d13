import type { Notification } from '@iqs/protocol'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs } from '../../../../testing/render-app.js'

const WAIT = { timeout: 10_000 }
const PATH = '/api/network/notifications'

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'application.shortlisted',
  params: { project_title: 'Cloud migration', consultant_name: 'Camille Martin' },
  link: '/my-projects/applications/0b9f6c1e-5d3a-4c55-9a57-2f1e8d7c6b5a',
  read_at: null,
  created_at: '2025-05-04T08:00:00.000Z',
  ...overrides,
})

const page = (items: Notification[], unread: number) => ({
  items,
  unread,
  total: items.length,
  page: 1,
  page_size: 10,
  page_count: 1,
})

/** The header's bell (issue 16): the unread count, the latest in the reader's language, read on opening. */
describe('the notification bell', () => {
  beforeEach(async () => {
    localStorage.clear()
    clearSession()
    await i18n.changeLanguage('en')
  }, 20_000)
  afterEach(async () => {
    vi.unstubAllGlobals()
    await i18n.changeLanguage('en')
  }, 20_000)

  it('shows nothing to a guest and asks nothing', async () => {
    const api = mockApi({ '/api/adds': [] })
    renderApp('/other-public/home')
    expect(await screen.findByRole('link', { name: /sign in/i }, WAIT)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument()
    expect(api.mock.calls.some(([url]) => String(url).includes(PATH))).toBe(false)
  }, 20_000)

  it("counts the unread, opens the latest in the consultant's wording and marks them read", async () => {
    signInAs('Consultant')
    let read = false
    const items = [
      notification({
        id: 2,
        kind: 'application.rejected',
        params: { project_title: 'Data audit', message: 'Too junior' },
      }),
      notification({ id: 1, read_at: '2025-05-04T09:00:00.000Z' }),
    ]
    const api = mockApi({
      '/api/adds': [],
      [PATH]: () =>
        Response.json({
          data: page(read ? items.map((item) => ({ ...item, read_at: 'x' })) : items, read ? 0 : 1),
        }),
      [`${PATH}/read`]: () => {
        read = true
        return Response.json({ data: page(items, 0) })
      },
    })
    renderApp('/my-account/preferences')
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, WAIT)
    await userEvent.click(bell)
    const list = screen.getByRole('list', { name: 'Latest notifications' })
    const [rejected, shortlisted] = within(list).getAllByRole('link') as [HTMLElement, HTMLElement]
    expect(rejected).toHaveTextContent('Your application to "Data audit" was rejected')
    expect(rejected).toHaveTextContent('Too junior')
    expect(rejected).toHaveTextContent('New')
    expect(shortlisted).toHaveTextContent('You are shortlisted for "Cloud migration"')
    expect(shortlisted).toHaveAttribute(
      'href',
      '/my-projects/applications/0b9f6c1e-5d3a-4c55-9a57-2f1e8d7c6b5a',
    )
    await waitFor(() =>
      expect(api.mock.calls.find(([url]) => String(url).includes(`${PATH}/read`))?.[1]?.body).toBe(
        JSON.stringify({ ids: [2] }),
      ),
    )
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('list', { name: 'Latest notifications' })).not.toBeInTheDocument()
  }, 20_000)

  it("writes an owner's notification in French", async () => {
    await i18n.changeLanguage('fr')
    signInAs('Client')
    mockApi({
      '/api/adds': [],
      [PATH]: page(
        [notification({ kind: 'application.submitted', link: '/my-projects/project-status/42' })],
        1,
      ),
      [`${PATH}/read`]: page([], 0),
    })
    renderApp('/my-account/preferences')
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }, WAIT))
    expect(
      screen.getByRole('link', { name: /Camille Martin a postulé à « Cloud migration »/ }),
    ).toHaveAttribute('href', '/my-projects/project-status/42')
  }, 20_000)
})
