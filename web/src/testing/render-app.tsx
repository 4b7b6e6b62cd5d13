import { ADMIN_PERMISSIONS } from '@iqs/protocol'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { routes } from '../app/router.js'
import '../lib/i18n.js'
import { readSession, saveSession, type SessionUser } from '../lib/session.js'

/** Answers of the fake api, by path (`/api/adds`), as `{ data }` or a function of the request URL. */
export type FakeApi = Record<
  string,
  unknown | ((url: URL, init?: RequestInit) => Response | Promise<Response>)
>

/**
 * `GET /api/me` for the user in browser storage, unless a test gives its own: an admin holds every
 * group (issue 18), as the demo admin does; a test of a narrower admin passes `'/api/me'`.
 */
function meOfStoredUser(): Response {
  const user = readSession()
  if (!user) return Response.json({ error: { code: 'UNAUTHENTICATED', message: 'no' } }, { status: 401 })
  return Response.json({
    data: {
      user: {
        id: user.userId,
        email: user.userEmail,
        user_type: user.userRole,
        first_name: user.userFirstName,
        last_name: user.userLastName,
      },
      totpActivated: false,
      language: user.language,
      admin_permissions: user.userRole === 'Admin' ? [...ADMIN_PERMISSIONS] : [],
    },
  })
}

/** Replaces `fetch` with a fake api; unknown paths answer 404. Returns the mock to inspect calls. */
export function mockApi(api: FakeApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname === '/api/me' && api['/api/me'] === undefined) return meOfStoredUser()
    const answer = api[url.pathname]
    if (answer === undefined) {
      return Response.json({ error: { code: 'ROUTE_NOT_FOUND', message: 'no' } }, { status: 404 })
    }
    if (typeof answer === 'function') return answer(url, init)
    return Response.json({ data: answer })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A user of the given role in browser storage, as sign-in leaves it. */
export function signInAs(role: SessionUser['userRole'], firstName = 'Camille', lastName = 'Martin'): void {
  saveSession({
    userId: 7,
    userEmail: 'camille@example.com',
    userFirstName: firstName,
    userLastName: lastName,
    userRole: role,
    language: 'en',
  })
}

/** The whole app (routes, shell, providers) at a path. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(<RouterProvider router={router} />)
  return { router, ...view }
}
