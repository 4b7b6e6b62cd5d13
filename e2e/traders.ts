import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { generate } from 'otplib'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, uniqueAddress } from './helpers.js'

/**
 * Fresh token-area accounts made through the api for the issue 8 journeys, so no test's orders,
 * settlements or two-step secrets get in another's way.
 */

// The server of this run: playwright.config.ts starts it on E2E_PORT (3100 unless told).
export const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`
export const PASSWORD = 'trading-floor-2024'
// A minimal PDF: the api checks a KYC file by its bytes (magic number), not its name.
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

type Answer = Awaited<ReturnType<APIRequestContext['get']>>

/** The `data` of a successful answer; anything else fails the test with the api's own words. */
export async function data<T>(response: Answer): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { data: T }).data
}

/** An api session of its own (cookies), from an address of its own (the api limits sign-ins per address). */
export function apiSession(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  })
}

export async function adminApi(): Promise<APIRequestContext> {
  const api = await apiSession()
  await data(await api.post('/api/login', { data: { email: DEMO_ACCOUNTS.Admin, password: DEMO_PASSWORD } }))
  return api
}

const TOTP_STEP_MS = 30_000

/**
 * Waits out the last 2 s of a TOTP step: a code of the previous step sent then would be two steps
 * old, outside the api's drift window, by the time the api checks it.
 */
export async function awayFromTotpStepEnd(): Promise<void> {
  const left = TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS)
  if (left < 2_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

/** A TOTP authenticator that never reuses a time step: the api refuses a step at or before the last one. */
export class Authenticator {
  private lastStep = -1
  constructor(readonly secret: string) {}

  async code(): Promise<string> {
    await awayFromTotpStepEnd()
    for (;;) {
      const now = Math.floor(Date.now() / 1000 / 30)
      // The api accepts a step within 30 s either side of now.
      const step = Math.max(now - 1, this.lastStep + 1)
      if (step <= now + 1) {
        this.lastStep = step
        return generate({ secret: this.secret, epoch: step * 30 })
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  }
}

export interface Member {
  id: number
  email: string
  firstName: string
  lastName: string
  name: string
  api: APIRequestContext
}

/** Registers a consultant and files a complete KYC: the application is then PENDING. */
export async function applicant(firstName: string, lastName = 'Applicant'): Promise<Member> {
  const api = await apiSession()
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  const user = await data<{ id: number }>(
    await api.post('/api/register', {
      data: {
        email,
        first_name: firstName,
        last_name: lastName,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'Consultant',
      },
    }),
  )
  await data(
    await api.post('/api/share-owners/me/kyc', {
      multipart: {
        is_company: 'false',
        address: '10 rue de la Paix, Paris',
        country: 'France',
        mobile_number: '+33 6 11 22 33 44',
        pep_confirmed: 'true',
        id: { name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF },
        bank: { name: 'bank.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
  )
  return { id: user.id, email, firstName, lastName, name: `${firstName} ${lastName}`, api }
}

/** An APPROVED trader (approved through the admin api), with `tokens` IQS allotted when asked. */
export async function approvedTrader(
  admin: APIRequestContext,
  firstName: string,
  { lastName = 'Applicant', tokens = 0 }: { lastName?: string; tokens?: number } = {},
): Promise<Member> {
  const who = await applicant(firstName, lastName)
  await data(await admin.post(`/api/admin/iqs/white-list/${who.id}/approve`, { data: {} }))
  if (tokens > 0) {
    // The treasury may be empty: mint what the allocation needs first.
    await data(await admin.post('/api/admin/iqs/tokens', { data: { amount: tokens, isIQS: true } }))
    await data(
      await admin.post('/api/admin/iqs/holdings/shareholders', {
        data: { email: who.email, quantity: tokens },
      }),
    )
  }
  return who
}

/** Turns on two-step verification; the authenticator then gives the member's codes. */
export async function activateTotp(member: Member): Promise<Authenticator> {
  const setup = await data<{ secret: string }>(await member.api.post('/api/iqs/totp/setup'))
  const totp = new Authenticator(setup.secret)
  await data(await member.api.post('/api/iqs/totp/activate', { data: { code: await totp.code() } }))
  return totp
}

/** Cancels the member's open orders, so the shared book is as the test found it. */
export async function cancelOpenOrders(member: Member): Promise<void> {
  const orders = await data<{ id: string }[]>(await member.api.get('/api/iqs/orders?status=open'))
  for (const order of orders) await member.api.delete(`/api/iqs/order/${order.id}`)
}

/** The browser takes over the member's api session (cookies) and the session user sign-in stores. */
export async function browseAs(page: Page, member: Member): Promise<void> {
  await page.context().addCookies((await member.api.storageState()).cookies)
  await page.addInitScript(
    (user) => {
      window.localStorage.setItem('userId', String(user.id))
      window.localStorage.setItem('userEmail', user.email)
      window.localStorage.setItem('userFirstName', user.firstName)
      window.localStorage.setItem('userLastName', user.lastName)
      window.localStorage.setItem('userRole', 'Consultant')
    },
    { id: member.id, email: member.email, firstName: member.firstName, lastName: member.lastName },
  )
}
