import { expect, type Page } from '@playwright/test'

export const WIDTHS = [800, 1200, 1800] as const
export const LANGUAGES = ['en', 'fr'] as const

/** The demo account of each role (services/api/src/demo/demo-accounts.ts), all with this password. */
export const DEMO_PASSWORD = 'demo-pass-2024'
export const DEMO_ACCOUNTS: Record<string, string> = {
  Admin: 'admin@iqs.demo',
  Auditor: 'auditor@iqs.demo',
  Client: 'client@iqs.demo',
  Consultant: 'consultant@iqs.demo',
  ExecPartner: 'partner@iqs.demo',
  IQStem: 'iqstem@iqs.demo',
  // An Admin holding the web-site group only (issue 18).
  WebSite: 'webmaster@iqs.demo',
  // A consultant on the white list, holding IQS (the demo's seller).
  Trader: 'trader1@iqs.demo',
}

/**
 * A client address of its own for a test. The api trusts X-Forwarded-For
 * and limits sign-ins per address (10 a minute); tests running side by side
 * must not share one budget.
 */
export function uniqueAddress(): string {
  const part = () => Math.floor(Math.random() * 254) + 1
  return `10.${part()}.${part()}.${part()}`
}

/** Sets the language before the app starts, as a returning visitor would have it saved. */
export async function useLanguage(page: Page, language: 'en' | 'fr'): Promise<void> {
  await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language)
}

/**
 * Signs the demo account of a role in through the api (the browser context
 * gets the session cookies) and stores the session user as sign-in leaves
 * it (spec §3). Returns the name the header shows.
 */
export async function signInAs(page: Page, role: string): Promise<string> {
  const email = DEMO_ACCOUNTS[role]
  if (!email) throw new Error(`No demo account for the role ${role}`)
  const response = await page.request.post('/api/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': uniqueAddress() },
  })
  if (!response.ok()) throw new Error(`Demo sign-in of ${email} failed: ${response.status()}`)
  const { data } = (await response.json()) as {
    data: { user: { id: number; email: string; first_name: string; last_name: string; user_type: string } }
  }
  await page.addInitScript((user) => {
    window.localStorage.setItem('userId', String(user.id))
    window.localStorage.setItem('userEmail', user.email)
    window.localStorage.setItem('userFirstName', user.first_name)
    window.localStorage.setItem('userLastName', user.last_name)
    window.localStorage.setItem('userRole', user.user_type)
  }, data.user)
  return `${data.user.first_name} ${data.user.last_name}`
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
export async function expectNoPageOverflow(page: Page, where = page.url()): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth)
}
