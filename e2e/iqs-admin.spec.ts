import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test'
import { generate } from 'otplib'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInAs, uniqueAddress, useLanguage } from './helpers.js'

/**
 * Issue 8, the token admin area and the audit view, against the real api:
 * white-list approval, blackout, settlement, holders Excel, event log and
 * time travel. The applicants and traders are fresh accounts made through
 * the api, so these tests never touch the demo traders other tests use.
 */

const BASE = 'http://127.0.0.1:3100'
// A minimal PDF: the api checks a KYC file by its bytes (magic number), not its name.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

const T = {
  en: {
    approve: 'Approve and add',
    confirm: 'Confirm',
    approved: 'Application approved',
    approvedBadge: 'Approved',
    search: 'Name, e-mail or business',
    status: 'Status',
    all: 'All',
  },
  fr: {
    approve: 'Approuver et ajouter',
    confirm: 'Confirmer',
    approved: 'Demande approuvée',
    approvedBadge: 'Approuvé',
    search: 'Nom, e-mail ou société',
    status: 'Statut',
    all: 'Tous',
  },
} as const

/** An api session of its own (cookies), from an address of its own (the api limits sign-ins per address). */
async function apiSession(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  })
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { data: T; error?: unknown }
  if (!response.ok()) throw new Error(`${response.url()} ${response.status()} ${JSON.stringify(body)}`)
  return body.data
}

/** Registers a consultant and submits a complete KYC file: the application is then PENDING. */
async function applicant(firstName: string) {
  const api = await apiSession()
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  const user = await data<{ id: number }>(
    await api.post('/api/register', {
      data: {
        email,
        first_name: firstName,
        last_name: 'Applicant',
        password: 'applicant-pass-2024',
        password_confirmation: 'applicant-pass-2024',
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
  return { api, email, id: user.id, name: `${firstName} Applicant` }
}

async function adminApi(): Promise<APIRequestContext> {
  const api = await apiSession()
  await data(await api.post('/api/login', { data: { email: DEMO_ACCOUNTS.Admin, password: DEMO_PASSWORD } }))
  return api
}

/** A fresh APPROVED trader (approved through the admin api). */
async function trader(firstName: string, admin: APIRequestContext) {
  const who = await applicant(firstName)
  await data(await admin.post(`/api/admin/iqs/white-list/${who.id}/approve`, { data: {} }))
  return who
}

async function confirm(page: Page, label: string) {
  await page.getByRole('dialog').getByRole('button', { name: label }).click()
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

for (const [language, width] of [
  ['en', 1200],
  ['fr', 1800],
] as const) {
  test(`an admin approves a white-list application (${language}, ${width} px)`, async ({ page }) => {
    const t = T[language]
    const who = await applicant(language === 'en' ? 'Grace' : 'Sophie')
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'Admin')
    await page.goto('/iqs-tokens')
    await expect(page).toHaveURL(/\/iqs-tokens\/white-list$/)
    await page.getByLabel(t.status).selectOption({ label: t.all })
    await page.getByLabel(t.search).fill(who.email)
    await page.getByRole('link', { name: who.name }).click()
    await expect(page.getByRole('heading', { name: who.name })).toBeVisible()
    await expect(page.getByRole('link', { name: 'id.pdf' })).toBeVisible()
    await page.getByRole('button', { name: t.approve }).click()
    await confirm(page, t.confirm)
    await expect(page.getByText(t.approved)).toBeVisible()
    await expect(page.locator('.admin-page__header .status-badge')).toHaveText(t.approvedBadge)
    await who.api.dispose()
  })
}

// @serial: the blackout closes both markets for everyone, so it runs after the other tests (playwright.config.ts).
test('blackout: set by the admin, a trader is then refused, then ended @serial', async ({ page }) => {
  const admin = await adminApi()
  const who = await trader('Blake', admin)
  const { secret } = await data<{ secret: string }>(await who.api.post('/api/iqs/totp/setup'))
  await data(await who.api.post('/api/iqs/totp/activate', { data: { code: await generate({ secret }) } }))

  await page.setViewportSize({ width: 1200, height: 900 })
  await useLanguage(page, 'en')
  await signInAs(page, 'Admin')
  await page.goto('/iqs-tokens/market-config')
  const local = (ms: number) => {
    const d = new Date(Date.now() + ms - new Date().getTimezoneOffset() * 60_000)
    return d.toISOString().slice(0, 16)
  }
  await page.getByLabel('Start', { exact: true }).fill(local(-120_000))
  await page.getByLabel('End', { exact: true }).fill(local(3_600_000))
  await page.getByRole('button', { name: 'Set the blackout period' }).click()
  await confirm(page, 'Confirm')
  await expect(page.getByText('Blackout period set')).toBeVisible()
  await expect(page.getByText('In blackout now: traders cannot buy or sell')).toBeVisible()
  try {
    const refused = await who.api.post('/api/iqs/order', {
      data: {
        amount: 1,
        price: '0.50',
        isIQS: true,
        order_side: 'BUY',
        order_type: 'LIMIT',
        totp: await generate({ secret }),
      },
    })
    expect(refused.status()).toBe(409)
    const body = (await refused.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('MARKET_BLACKOUT')
    expect(body.error.message).toContain('The market is in its blackout period')
  } finally {
    // The blackout covers both markets: end it at once, whatever happened above.
    await page.getByRole('button', { name: 'End the blackout' }).click()
    await confirm(page, 'Confirm')
    await expect(page.getByText('Blackout period ended')).toBeVisible()
    await admin.dispose()
    await who.api.dispose()
  }
})

test('an admin accepts a settlement and downloads the holders Excel', async ({ page }) => {
  const admin = await adminApi()
  const seller = await trader('Sam', admin)
  const buyer = await trader('Bea', admin)
  // The treasury may be empty: mint what the allocation needs first.
  await data(await admin.post('/api/admin/iqs/tokens', { data: { amount: 40, isIQS: true } }))
  await data(
    await admin.post('/api/admin/iqs/holdings/shareholders', { data: { email: seller.email, quantity: 40 } }),
  )
  const proposal = await data<{ id: string }>(
    await seller.api.post('/api/iqs/p2p/propose', {
      data: { to: buyer.id, amount: 15, isIQS: true, price: '1.10' },
    }),
  )
  await data(await buyer.api.post(`/api/iqs/p2p/${proposal.id}/accept`))
  const [trade] = await data<{ transaction: string }[]>(await buyer.api.get('/api/iqs/settlements'))
  expect(trade).toBeDefined()
  await data(await buyer.api.post(`/api/iqs/settlements/${trade!.transaction}/validate`))
  await data(await seller.api.post(`/api/iqs/settlements/${trade!.transaction}/validate`))

  await page.setViewportSize({ width: 1800, height: 1000 })
  await useLanguage(page, 'en')
  await signInAs(page, 'Admin')
  await page.goto('/iqs-tokens/settlement')
  const row = page.locator(`tr[data-trade-id="${trade!.transaction}"]`)
  await expect(row).toContainText('Bea Applicant')
  await row.getByRole('button', { name: 'Euros received' }).click()
  await confirm(page, 'Confirm')
  await expect(page.getByText('Euros marked as received')).toBeVisible()
  await row.getByRole('button', { name: 'Accept' }).click()
  await confirm(page, 'Confirm')
  await expect(page.getByText('Transaction accepted')).toBeVisible()
  // Refreshed: the trade leaves the pending queue.
  await expect(row).toHaveCount(0)

  await page
    .getByRole('navigation', { name: 'Token administration' })
    .getByRole('link', { name: 'IQS holdings' })
    .click()
  await expect(page.getByRole('cell', { name: buyer.email })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the Excel extract' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  await Promise.all([admin.dispose(), seller.api.dispose(), buyer.api.dispose()])
})

for (const [language, width] of [
  ['en', 1800],
  ['fr', 1200],
] as const) {
  test(`the auditor opens the event log and time-travels (${language}, ${width} px)`, async ({ page }) => {
    const fr = language === 'fr'
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'Auditor')
    await page.goto('/other-public/home')
    await page
      .getByRole('navigation', { name: fr ? 'Principal' : 'Main' })
      .getByRole('link', { name: 'Audit' })
      .click()
    await expect(page).toHaveURL(/\/iqs-tokens\/audit$/)

    const log = page.getByRole('table', { name: fr ? 'Journal des événements' : 'Event log' })
    await expect(log.getByRole('row').nth(1)).toBeVisible()
    await page.getByLabel(fr ? 'Flux (exact, ou préfixe*)' : 'Stream (exact, or prefix*)').fill('market-*')
    await page.getByRole('button', { name: fr ? 'Filtrer' : 'Filter' }).click()
    await expect(log.getByRole('row').nth(1)).toContainText('market-')
    await log
      .getByRole('button', { name: fr ? /Ouvrir l'événement/ : /Open event/ })
      .first()
      .click()
    await expect(page.getByLabel(fr ? /en JSON$/ : /as JSON$/)).toContainText('"data"')

    await page.getByLabel(fr ? 'Position du journal' : 'Log position').fill('5')
    await page.getByRole('button', { name: fr ? 'Afficher' : 'Show' }).click()
    await expect(page.getByText(fr ? 'À la position 5 du journal' : 'As of log position 5')).toBeVisible()
    await expect(
      page.getByRole('heading', { name: fr ? "Carnet d'ordres IQS" : 'IQS order book' }),
    ).toBeVisible()
    // Auditors read the holders register as it was then (read-only, like the whole audit view).
    await expect(
      page
        .getByRole('table', { name: fr ? 'Détenteurs' : 'Holders' })
        .or(page.getByText(fr ? 'Aucun détenteur à cette position.' : 'No holder at this position.')),
    ).toBeVisible()
  })
}
