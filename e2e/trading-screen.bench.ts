import { expect, test, type Page } from '@playwright/test'
import { uniqueAddress } from './helpers.js'
import { texts } from './texts.js'
import { adminApi, approvedTrader, browseAs, type Member } from './traders.js'

/**
 * Issue 8's "the trading screen is usable within 1.5 s of navigation on localhost", measured, not
 * asserted (a timed assertion flakes on a loaded machine): the median of several runs is printed
 * and kept in the test's annotations. A benchmark, not a test: `npm run bench:screen` runs it (the
 * `bench` project of playwright.config.ts), `npm run test:e2e` does not.
 *
 * Usable: the first frame in which the book shows a live row and the order form's price field and
 * buy button can be used. Two navigations:
 * - cold: a fresh browser context (empty cache) loads /my-iqs-tokens/buy-sell;
 * - in-app: from the member's register page, a click on the menu's "Buy / sell".
 */

const RUNS = 5
const t = texts('en')

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Watches every frame, from the document's start, for the first in which the screen can be used:
 * a live row in the book, the order form's price field and buy button enabled. Kept in the page's
 * clock (ms since navigation start), to a frame.
 */
function watchUsable() {
  const check = () => {
    const row = document.querySelector('.book__row:not(.book__row--empty) button')
    const submit = document.querySelector<HTMLButtonElement>('form.order-form button[type="submit"]')
    const price = document.querySelector<HTMLInputElement>('form.order-form input[inputmode="decimal"]')
    if (row && submit && !submit.disabled && price && !price.disabled)
      (window as unknown as { usableAt: number }).usableAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

/** Waits until the screen can be used (as a trader would) and returns when it became so. */
async function usableAt(page: Page): Promise<number> {
  const book = page.getByRole('table', { name: t('iqs-member:book.title') })
  await expect(book.getByRole('button', { name: t.pattern('iqs-member:book.pick') }).first()).toBeVisible()
  await expect(page.getByLabel(t('iqs-member:form.priceEur'))).toBeEditable()
  await expect(
    page.getByRole('button', { name: t('iqs-member:form.buy', { instrument: 'IQS' }) }),
  ).toBeEnabled()
  // The checks above only wait: their polling would add its own delay to a wall-clock figure.
  return page.evaluate(() => (window as unknown as { usableAt?: number }).usableAt ?? Number.NaN)
}

test('the trading screen: time from navigation to usable (printed, median of 5)', async ({ browser }) => {
  test.setTimeout(120_000)
  const admin = await adminApi()
  let member: Member | undefined
  try {
    member = await approvedTrader(admin, 'Tim', { lastName: 'Timer' })
    const cold: number[] = []
    const inApp: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 1800, height: 1000 },
        extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
      })
      const page = await context.newPage()
      await page.addInitScript(() => window.localStorage.setItem('language', 'en'))
      await page.addInitScript(watchUsable)
      await browseAs(page, member)

      await page.goto('/my-iqs-tokens/buy-sell')
      cold.push(await usableAt(page))

      // In-app: a new document on the register page, then the menu link (client-side navigation).
      await page.goto('/my-iqs-tokens/register')
      const link = page
        .getByRole('navigation', { name: t('iqs-member:menu.label') })
        .getByRole('link', { name: t('iqs-member:menu.buy-sell') })
      await expect(link).toBeVisible()
      const clickedAt = await page.evaluate(() => performance.now())
      await link.click()
      inApp.push((await usableAt(page)) - clickedAt)
      await context.close()
    }
    const figures = {
      cold: { median: Math.round(median(cold)), runs: cold.map(Math.round) },
      inApp: { median: Math.round(median(inApp)), runs: inApp.map(Math.round) },
    }
    const summary =
      `cold load median ${figures.cold.median} ms (runs ${figures.cold.runs.join(', ')}); ` +
      `in-app navigation median ${figures.inApp.median} ms (runs ${figures.inApp.runs.join(', ')}); target 1500 ms`
    console.log(`trading screen usable: ${summary}`)
    test.info().annotations.push({ type: 'trading screen usable', description: summary })
    // Not a timing check: the marks must exist, or the figures above would mean nothing.
    expect([...cold, ...inApp].every(Number.isFinite)).toBe(true)
  } finally {
    await Promise.all([admin.dispose(), member?.api.dispose()])
  }
})
