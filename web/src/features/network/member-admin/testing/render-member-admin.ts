import { vi } from 'vitest'
import { resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs, type FakeApi } from '../../../../testing/render-app.js'

/** Lazy pages load their code and texts on first visit: a cold run needs the time. */
export const WAIT = { timeout: 10_000 }

/** Starts each test signed out, in English, with no toast left from the last one. */
export async function resetMemberAdminTest() {
  localStorage.clear()
  clearSession()
  resetToasts()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
}

/** The whole app at a member admin address, signed in as an admin (every group unless `/api/me` says). */
export async function renderMemberAdmin(path: string, api: FakeApi, language: 'en' | 'fr' = 'en') {
  await i18n.changeLanguage(language)
  signInAs('Admin', 'Root', 'Admin')
  const fetchMock = mockApi({ '/api/adds': [], ...api })
  return { ...renderApp(path), api: fetchMock }
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

/** A coded refusal of the api, as it answers one. */
export const refusal = (status: number, code: string, details?: unknown) =>
  Response.json({ error: { code, message: code, details } }, { status })

/**
 * Loads the areas' page code and texts once per file, before its first test: on a cold, parallel
 * run the lazy route's first load can take longer than a test should wait for a screen.
 */
export async function warmUpMemberAdmin() {
  await import('../../../../app/routes/member-admin-pages.js')
  await i18n.loadNamespaces([
    'network-member-admin',
    'network-member-reports',
    'network-onboarding',
    'network-profile',
    'errors',
  ])
  await i18n.loadLanguages(['en', 'fr'])
}
