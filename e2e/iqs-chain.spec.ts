import { expect, test } from '@playwright/test'
import { expectNoPageOverflow, signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { texts } from './texts.js'

/**
 * Issue 19, the IQS tokens on chain: the demo admin opens /iqs-tokens/chain against the real api,
 * whose chain mirror runs in process with the demo data, reads where the five contracts are, finds
 * mined transactions in the outbox, and reconciles every balance. In English at 1200 px and in
 * French at 800 px, the page never scrolling sideways (its tables scroll in their own frames).
 * Nothing is changed, and other tests trade meanwhile: the reconciliation may find differences on
 * their way to the chain, so the test reads that it answered, not that every balance agrees.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

const CONTRACTS = ['registry', 'iqs', 'ost', 'settlement', 'anchors'] as const

for (const [language, width] of [
  ['en', 1200],
  ['fr', 800],
] as const) {
  test(`the admin reads the tokens on chain and reconciles them (${language}, ${width} px)`, async ({
    page,
  }) => {
    const t = texts(language)
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'Admin')
    await page.goto('/iqs-tokens')
    await page
      .getByRole('navigation', { name: t('iqs-admin:menu.label') })
      .getByRole('link', { name: t('iqs-admin:menu.chain') })
      .click()
    await expect(page).toHaveURL(/\/iqs-tokens\/chain$/)
    await expect(page.getByRole('heading', { name: t('iqs-admin:chain.title'), level: 2 })).toBeVisible()

    // The status: the mirror runs in process, reachable, and each contract has its address.
    const status = page.getByRole('region', { name: t('iqs-admin:chain.status.title'), exact: true })
    await expect(status).toContainText(t('iqs-admin:chain.status.modes.in-process'))
    await expect(status).toContainText(t('iqs-admin:chain.status.reachable'))
    for (const contract of CONTRACTS) {
      const label = new RegExp(`^${t(`iqs-admin:chain.status.contract.${contract}`)}$`)
      const fact = status.locator('.facts__row').filter({ has: page.locator('dt', { hasText: label }) })
      await expect(fact.locator('code'), contract).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    }
    await expect(
      page.getByRole('region', { name: t('iqs-admin:chain.backlog.title'), exact: true }),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: t('iqs-admin:chain.anchor.title'), exact: true }),
    ).toBeVisible()

    // The outbox, narrowed to the mined transactions: the demo's allocations went on chain. The
    // sender may still be working through them when the test starts: reload until one shows.
    const outbox = page.getByRole('table', { name: t('iqs-admin:chain.outbox.title') })
    const mined = outbox.locator('tbody tr[data-state="mined"]')
    const state = page.getByRole('combobox', { name: t('iqs-admin:chain.outbox.state') })
    await expect(async () => {
      await page.reload()
      await state.selectOption({ label: t('iqs-admin:chain.states.mined') })
      await expect(mined.first()).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
    const first = mined.first()
    await expect(first).toContainText(t('iqs-admin:chain.states.mined'))
    await expect(first.locator('code[title]')).toHaveText(/^0x[0-9a-fA-F]{8}…[0-9a-fA-F]{4}$/)
    await expect(first.getByRole('cell').nth(3)).toHaveText(/^\d+$/)
    await expect(outbox.locator('tbody tr:not([data-state="mined"])')).toHaveCount(0)
    await expectNoPageOverflow(page)

    // The reconciliation, on demand: when it was checked, and each instrument's answer.
    await page.getByRole('button', { name: t('iqs-admin:chain.reconcile.action') }).click()
    await expect(page.getByText(t.pattern('iqs-admin:chain.reconcile.checked'))).toBeVisible({
      timeout: 15_000,
    })
    for (const instrument of ['IQS', 'OST']) {
      const card = page.getByRole('region', { name: instrument, exact: true })
      await expect(card).toBeVisible()
      await expect(
        card
          .getByText(t.pattern('iqs-admin:chain.reconcile.holders_other'))
          .or(card.getByText(t.pattern('iqs-admin:chain.reconcile.holders_one'))),
      ).toBeVisible()
      await expect(
        card
          .getByText(t('iqs-admin:chain.reconcile.noDifference'), { exact: true })
          .or(
            card.getByRole('table', { name: t('iqs-admin:chain.reconcile.differencesOf', { instrument }) }),
          ),
      ).toBeVisible()
      await expect(card.getByText(t.pattern('iqs-admin:chain.reconcile.treasury'))).toBeVisible()
    }
    await expectNoPageOverflow(page)
    expect(await page.evaluate(() => window.scrollX)).toBe(0)
  })
}
