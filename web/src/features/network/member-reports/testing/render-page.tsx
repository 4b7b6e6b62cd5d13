import { render } from '@testing-library/react'
import { Suspense, type ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { AppProvider } from '../../../../app/provider.js'
import { resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, signInAs, type FakeApi } from '../../../../testing/render-app.js'

/** Lazy texts load on first use: a cold run needs the time. */
export const WAIT = { timeout: 10_000 }

/** Starts each test signed out, in English, with no toast left from the last one. */
export async function resetPageTest() {
  localStorage.clear()
  clearSession()
  resetToasts()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
}

/** Loads the feature's texts once per file, before its first test. */
export async function warmUpTexts() {
  await i18n.loadNamespaces(['network-member-reports', 'network-consultants', 'network-profile', 'errors'])
  await i18n.loadLanguages(['en', 'fr'])
}

/**
 * One of this feature's pages at an address, signed in as an admin, on a fake api, with what every
 * page has (the query cache, the toasts). The page alone: the area's layout, menu and access are
 * the member admin pages' (their own tests), and the area route only hands the page its role.
 */
export async function renderPage(
  page: ReactElement,
  path: string,
  api: FakeApi,
  language: 'en' | 'fr' = 'en',
) {
  await i18n.changeLanguage(language)
  signInAs('Admin', 'Root', 'Admin')
  const fetchMock = mockApi({ '/api/adds': [], ...api })
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppProvider>
            <Suspense fallback={<p>…</p>}>{page}</Suspense>
          </AppProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  return { router, api: fetchMock, ...render(<RouterProvider router={router} />) }
}

/** The calls of a method the page made: [path with query, parsed body]. */
export function callsOf(api: ReturnType<typeof mockApi>, method: string) {
  return api.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => {
      const address = new URL(String(url), 'http://localhost')
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
      return [`${address.pathname}${address.search}`, body] as const
    })
}
