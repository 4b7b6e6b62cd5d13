import type { AdminPermission } from '@iqs/protocol'
import { vi } from 'vitest'
import { resetToasts } from '../../../../components/ui/toast/toast-store.js'
import i18n from '../../../../lib/i18n.js'
import { clearSession } from '../../../../lib/session.js'
import { mockApi, renderApp, signInAs, type FakeApi } from '../../../../testing/render-app.js'
import { adminMe } from './site-admin-fixtures.js'

/** Lazy pages load their code and texts on first visit: a cold run needs the time. */
export const WAIT = { timeout: 10_000 }

/** Starts each test signed out, in English, with no toast left from the last one. */
export async function resetSiteAdminTest() {
  localStorage.clear()
  clearSession()
  resetToasts()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en')
}

/**
 * The whole app at an /admin-web-site address, signed in as an admin holding `permissions`
 * (`web_site` only by default, like the demo's webmaster), on a fake api.
 */
export async function renderSiteAdmin(
  path: string,
  api: FakeApi,
  {
    language = 'en',
    permissions = ['web_site'],
  }: { language?: 'en' | 'fr'; permissions?: AdminPermission[] } = {},
) {
  await i18n.changeLanguage(language)
  signInAs('Admin', 'Wendy', 'Webmaster')
  const fetchMock = mockApi({ '/api/adds': [], '/api/me': adminMe(permissions), ...api })
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

/** Loads the area's page code and texts once per file, before its first test (a cold run is slow). */
export async function warmUpSiteAdmin() {
  await import('../../../../app/routes/web-site-admin-pages.js')
  await i18n.loadNamespaces(['admin-web-site', 'errors', 'publications', 'about', 'admin-mail'])
  await i18n.loadLanguages(['en', 'fr'])
}

/** The upload the file fields send (XMLHttpRequest, for its progress events), driven by the test. */
export class FakeUpload {
  static last: FakeUpload | null = null
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  withCredentials = false
  status = 0
  responseText = ''
  method = ''
  url = ''
  body: FormData | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  send(body: FormData) {
    this.body = body
    FakeUpload.last = this
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}
