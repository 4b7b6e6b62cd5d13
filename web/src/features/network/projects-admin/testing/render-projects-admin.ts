import { ADMIN_PERMISSIONS, type AdminPermission, type Me } from '@iqs/protocol'
import { vi } from 'vitest'
import { resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs, type FakeApi } from '../../../../testing/render-app.js'

/** Lazy pages load their code and texts on first visit: a cold run needs the time. */
export const WAIT = { timeout: 10_000 }

/** Starts each test signed out, in English, with no toast left from the last one. */
export async function resetProjectsAdminTest() {
  localStorage.clear()
  clearSession()
  resetToasts()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
}

/** `GET /api/me` of the signed-in admin, holding `groups`. */
export const adminMe = (groups: readonly AdminPermission[] = ADMIN_PERMISSIONS): Me => ({
  user: { id: 7, email: 'root@example.com', user_type: 'Admin', first_name: 'Root', last_name: 'Admin' },
  totpActivated: true,
  language: 'en',
  admin_permissions: [...groups],
})

/** The whole app at an /admin-projects address, signed in as an admin holding `groups`, on a fake api. */
export async function renderProjectsAdmin(
  path: string,
  api: FakeApi,
  options: { language?: 'en' | 'fr'; groups?: readonly AdminPermission[] } = {},
) {
  await i18n.changeLanguage(options.language ?? 'en')
  signInAs('Admin', 'Root', 'Admin')
  const fetchMock = mockApi({ '/api/adds': [], '/api/me': adminMe(options.groups), ...api })
  return { ...renderApp(path), api: fetchMock }
}

/** The GET paths (with their query) the page asked for. */
export function getsOf(api: ReturnType<typeof mockApi>): string[] {
  return api.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([url]) => {
      const address = new URL(String(url), 'http://localhost')
      return `${address.pathname}${address.search}`
    })
}

/** A coded refusal of the api, as it answers one. */
export const refusal = (status: number, code: string) =>
  Response.json({ error: { code, message: code } }, { status })

/**
 * Loads the area's page code and texts once per file, before its first test: on a cold, parallel
 * run the lazy route's first load can take longer than a test should wait for a screen.
 */
export async function warmUpProjectsAdmin() {
  await import('../../../../app/routes/projects-admin-pages.js')
  await i18n.loadNamespaces(['network-projects-admin', 'network-projects', 'errors'])
  await i18n.loadLanguages(['en', 'fr'])
}
