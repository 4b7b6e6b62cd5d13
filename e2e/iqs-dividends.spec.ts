import { expect, test, type Page } from '@playwright/test'
import { expectNoPageOverflow, signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { texts } from './texts.js'

/**
 * Issue 19, year-end dividends, against the real api. The demo admin declares a dividend whose
 * record date is today (Paris): it waits for the day to end, so the fix is not offered yet; a
 * trader reads it on their dividends page as "to be fixed"; the admin cancels it and it leaves the
 * trader's page. A second one, dated yesterday, is fixed at once (every event of a fresh demo is
 * from today, so it finds no holder) and cancelled too. The demo's own interim dividend is left
 * as it is. In English at 1200 px and in French at 800 px, no page scrolling sideways.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

/** A day in Paris, YYYY-MM-DD, `offset` days from today. */
const parisDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now() + offset * 86_400_000)

async function declare(page: Page, t: ReturnType<typeof texts>, title: string, recordDate: string) {
  await page.getByLabel(t('iqs-admin:dividends.form.name')).fill(title)
  await page.getByLabel(t('iqs-admin:dividends.form.amount')).fill('0.0125')
  await page.getByLabel(t('iqs-admin:dividends.form.recordDate')).fill(recordDate)
  await page.getByLabel(t('iqs-admin:dividends.form.paymentDate')).fill(parisDay(30))
  await page.getByRole('button', { name: t('iqs-admin:dividends.form.submit') }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('iqs-admin:confirm.confirm') })
    .click()
}

for (const [language, width] of [
  ['en', 1200],
  ['fr', 800],
] as const) {
  test(`the admin declares, a trader reads, the admin cancels a dividend (${language}, ${width} px)`, async ({
    browser,
    page,
  }) => {
    const t = texts(language)
    const title = `Dividend e2e ${language} ${Date.now()}`
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'Admin')
    await page.goto('/iqs-tokens')
    await page
      .getByRole('navigation', { name: t('iqs-admin:menu.label') })
      .getByRole('link', { name: t('iqs-admin:menu.dividends') })
      .click()
    await expect(page).toHaveURL(/\/iqs-tokens\/dividends$/)
    await expect(page.getByRole('heading', { name: t('iqs-admin:dividends.title'), level: 2 })).toBeVisible()

    // Refused in the form: a payment before the record date.
    await page.getByLabel(t('iqs-admin:dividends.form.name')).fill(title)
    await page.getByLabel(t('iqs-admin:dividends.form.amount')).fill('0.0125')
    await page.getByLabel(t('iqs-admin:dividends.form.recordDate')).fill(parisDay(0))
    await page.getByLabel(t('iqs-admin:dividends.form.paymentDate')).fill(parisDay(-1))
    await page.getByRole('button', { name: t('iqs-admin:dividends.form.submit') }).click()
    await expect(page.getByText(t('iqs-admin:dividends.form.invalid.paymentBefore'))).toBeVisible()

    await declare(page, t, title, parisDay(0))
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText(t('iqs-admin:dividends.states.DECLARED'))
    await expectNoPageOverflow(page)

    // Its page: declared, the fix waits for the end of the record date.
    await row.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/iqs-tokens\/dividends\/[0-9a-f-]{36}$/)
    await expect(page.getByText(t('iqs-admin:dividends.detail.fixAfter'))).toBeVisible()
    await expect(page.getByRole('button', { name: t('iqs-admin:dividends.detail.fix') })).toHaveCount(0)
    await expectNoPageOverflow(page)

    // The trader sees it, to be fixed after the record date.
    const trader = await browser.newPage({ viewport: { width, height: 900 } })
    await trader.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
    await useLanguage(trader, language)
    await signInAs(trader, 'Trader')
    await trader.goto('/my-iqs-tokens/dividends')
    const mine = trader.getByRole('row').filter({ hasText: title })
    await expect(mine).toContainText(t('iqs-member:dividends.status.unfixed'))
    await expectNoPageOverflow(trader)

    // Cancelled: it says so, and leaves the trader's page.
    await page.getByRole('button', { name: t('iqs-admin:dividends.detail.cancel') }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('iqs-admin:confirm.confirm') })
      .click()
    await expect(page.getByText(t('iqs-admin:dividends.detail.stateText.CANCELLED'))).toBeVisible()
    await trader.reload()
    await expect(trader.getByRole('heading', { name: t('iqs-member:dividends.title') })).toBeVisible()
    await expect(trader.getByRole('row').filter({ hasText: title })).toHaveCount(0)
    await trader.close()

    // Dated yesterday: fixed at once, from the holders at the end of that day (none in a fresh demo).
    await page.goto('/iqs-tokens/dividends')
    const past = `${title} (past)`
    await declare(page, t, past, parisDay(-1))
    await expect(page.getByRole('row').filter({ hasText: past })).toContainText(
      t('iqs-admin:dividends.states.FIXED'),
    )
  })
}
