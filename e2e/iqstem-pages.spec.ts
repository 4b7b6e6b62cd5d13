import { expect, test, type Page } from '@playwright/test'
import { expectNoPageOverflow, signInAs, uniqueAddress, useLanguage } from './helpers.js'

/**
 * Issue 17: every /my-iqstem page (the demo IQStem member's, with the seeded leads) and every
 * /admin-iqstem page (the demo admin's) at 800, 1200 and 1800 px, in French and English: a heading,
 * no error shown, and nothing that makes the page scroll sideways.
 */

const MEMBER_PAGES = [
  'all-projects',
  'my-leads',
  'add-leads',
  'my-consultants',
  'sponsor-consultant',
  'commissions',
]
const ADMIN_PAGES = ['reports', 'pending', 'iq-leads', 'consultants', 'commissions']

/** Opens each page and checks it; then the first link to a detail page the list offers. */
async function walk(page: Page, base: string, pages: string[], list: string) {
  // The area's index (spec §2: my-iqstem to all-projects, admin-iqstem to reports).
  await page.goto(base)
  await expect(page).toHaveURL(new RegExp(`${base}/${pages[0]}$`))
  for (const path of pages) {
    await page.goto(`${base}/${path}`)
    await expect(page.getByRole('heading', { level: 2 }).first(), path).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: /error|erreur/i })).toHaveCount(0)
    await expectNoPageOverflow(page, path)
  }
  await page.goto(`${base}/${list}`)
  await page.locator(`main a[href^="${base}/${list}/"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${base}/${list}/\\d+$`))
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expectNoPageOverflow(page, page.url())
}

// Each width once, the narrowest in French (the longer texts): the other pairs add time, not risk.
const RUNS = [
  ['fr', 800],
  ['en', 1200],
  ['fr', 1800],
] as const

for (const [language, width] of RUNS)
  test(`the IQStem pages of members and admins (${language}, ${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000)
    for (const [role, base, pages, list] of [
      ['IQStem', '/my-iqstem', MEMBER_PAGES, 'my-leads'],
      ['Admin', '/admin-iqstem', ADMIN_PAGES, 'iq-leads'],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
      })
      const page = await context.newPage()
      await useLanguage(page, language)
      await signInAs(page, role)
      await walk(page, base, [...pages], list)
      await context.close()
    }
  })
