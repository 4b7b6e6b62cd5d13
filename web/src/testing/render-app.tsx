import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { routes } from '../app/router.js'
import '../lib/i18n.js'
import { saveSession, type SessionUser } from '../lib/session.js'

/** Answers of the fake api, by path (`/api/adds`), as `{ data }` or a function of the request URL. */
export type FakeApi = Record<
  string,
  unknown | ((url: URL, init?: RequestInit) => Response | Promise<Response>)
>

/** Replaces `fetch` with a fake api; unknown paths answer 404. Returns the mock to inspect calls. */
export function mockApi(api: FakeApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
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
