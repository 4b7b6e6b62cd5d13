import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { texts } from './texts.js'

/**
 * Issue 14, the account page, the app shell and the auditor, against the real api, in English and
 * French at 1200 and 1800 px (each test in two of the four, the tests together in all four): a
 * signed-in user's /my-account and its links for two roles, full loads without React Router's
 * HydrateFallback warning, the audit tools as tabs, time travel past the end of the log, and the
 * replay of the demo log compared with the live state. Every text comes from web/src/locales.
 */

/** What the test reads of a replay job (services/protocol/src/audit-replay.ts). */
interface ReplayJob {
  status: 'running' | 'done' | 'failed'
  report: { markets: { verdict: string }[]; projections: { verdict: string }[] } | null
}

const COMBOS = [
  ['en', 1200],
  ['fr', 1800],
] as const
const OTHER_COMBOS = [
  ['en', 1800],
  ['fr', 1200],
] as const

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

/** The hrefs of the links in a landmark. */
const hrefs = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))

for (const [language, width] of COMBOS) {
  test(`a client's My account is their account page, with their areas (${language}, ${width} px)`, async ({
    page,
  }) => {
    const t = texts(language)
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'Client')
    await page.goto('/other-public/home')
    await page
      .getByRole('navigation', { name: t('common:nav.label') })
      .getByRole('link', { name: t('common:nav.myAccount') })
      .click()
    await expect(page).toHaveURL(/\/my-account$/)
    const account = page.getByRole('region', { name: t('account:preferences.account') })
    await expect(account.getByText(DEMO_ACCOUNTS.Client!)).toBeVisible()
    await expect(account.getByText(t('account:preferences.roles.Client'), { exact: true })).toBeVisible()
    await expect(page.getByText(t('account:signIn.signedInHint'))).toHaveCount(0)
    const twoStep = page.getByRole('region', { name: t('account:preferences.twoFactor.title') })
    await expect(
      twoStep
        .getByText(t('account:preferences.twoFactor.on'))
        .or(twoStep.getByRole('link', { name: t('account:home.twoFactor.setUp') })),
    ).toBeVisible()
    await expect(
      page.getByRole('button', { name: t('account:preferences.sessions.logoutAll') }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: t('account:preferences.delete.link') })).toHaveAttribute(
      'href',
      '/my-account/preferences/delete',
    )
    expect(await hrefs(page, t('account:home.areas.title'))).toEqual(['/my-projects'])

    // Signing in as someone else stays one link away, on the sign-in page that says so.
    await account.getByRole('link', { name: t('account:home.switch') }).click()
    await expect(page).toHaveURL(/\/my-account\/sign-in$/)
    await expect(page.getByText(t('account:signIn.signedInHint'))).toBeVisible()
  })

  test(`an admin's name opens their account page with the admin areas (${language}, ${width} px)`, async ({
    page,
  }) => {
    const t = texts(language)
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    const name = await signInAs(page, 'Admin')
    await page.goto('/other-public/home')
    await page.getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/my-account$/)
    await expect(
      page
        .getByRole('region', { name: t('account:preferences.account') })
        .getByText(t('account:preferences.roles.Admin'), { exact: true }),
    ).toBeVisible()
    // An admin's areas come with their groups (`GET /api/me`, issue 18).
    await expect(
      page
        .getByRole('navigation', { name: t('account:home.areas.title') })
        .getByRole('link', { name: t('common:nav.adminAccess') }),
    ).toBeVisible()
    expect(await hrefs(page, t('account:home.areas.title'))).toEqual([
      '/admin-projects',
      '/admin-exec-partners',
      '/admin-consultants',
      '/admin-iqstem',
      '/admin-clients',
      '/iqs-tokens',
      '/admin-web-site',
      '/admin-access',
    ])
    await page
      .getByRole('navigation', { name: t('account:home.areas.title') })
      .getByRole('link', { name: t('common:nav.iqsTokens') })
      .click()
    await expect(page).toHaveURL(/\/iqs-tokens\/white-list$/)
  })
}

for (const [language, width] of OTHER_COMBOS) {
  test(`full loads warn of no missing HydrateFallback (${language}, ${width} px)`, async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
    })
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    const t = texts(language)
    await page.goto('/other-public/home')
    await expect(page.getByRole('main')).toBeVisible()
    await page.goto('/my-account')
    await expect(page).toHaveURL(/\/my-account\/sign-in$/)
    await signInAs(page, 'Auditor')
    await page.goto('/iqs-tokens/audit')
    await expect(page.getByRole('tablist', { name: t('audit:tabs.label') })).toBeVisible()
    await page.goto('/my-account')
    await expect(page.getByRole('region', { name: t('account:preferences.account') })).toBeVisible()
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([])
  })

  test(`the audit tools are tabs, by keyboard, in the URL (${language}, ${width} px)`, async ({ page }) => {
    const t = texts(language)
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'Auditor')
    await page.goto('/iqs-tokens/audit')
    const tabs = page.getByRole('tablist', { name: t('audit:tabs.label') })
    await expect(tabs.getByRole('tab')).toHaveText([
      t('audit:tabs.log'),
      t('audit:tabs.follow'),
      t('audit:tabs.travel'),
      t('audit:tabs.replay'),
    ])
    // Every tool is within the first screen: no scrolling past the whole log to reach one.
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = await tab.boundingBox()
      expect(box && box.y + box.height).toBeLessThan(900)
    }
    await expect(
      page
        .getByRole('table', { name: t('audit:log.title') })
        .getByRole('row')
        .nth(1),
    ).toBeVisible()

    const log = page.getByRole('tab', { name: t('audit:tabs.log') })
    await expect(log).toHaveAttribute('aria-selected', 'true')
    await log.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: t('audit:tabs.follow') })).toBeFocused()
    await expect(page).toHaveURL(/\?tab=follow$/)
    await expect(page.getByLabel(t('audit:trace.id'))).toBeVisible()
    await page.keyboard.press('End')
    await expect(page).toHaveURL(/\?tab=replay$/)
    await expect(page.getByRole('button', { name: t('audit:replay.run') })).toBeVisible()

    // The URL keeps the tab: a reload opens it again.
    await page.goto('/iqs-tokens/audit?tab=travel')
    await expect(page.getByRole('tab', { name: t('audit:tabs.travel') })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByLabel(t('audit:travel.position'))).toBeVisible()
  })

  test(`time travel past the end of the log shows its head, and says so (${language}, ${width} px)`, async ({
    page,
  }) => {
    const t = texts(language)
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'Auditor')
    await page.goto('/iqs-tokens/audit?tab=travel')
    await page.getByLabel(t('audit:travel.position')).fill('99999999')
    await page.getByRole('button', { name: t('audit:travel.go') }).click()
    await expect(page.getByText(t.pattern('audit:travel.clamped'))).toBeVisible()
    const said = (await page.getByText(t.pattern('audit:travel.clamped')).textContent()) ?? ''
    const head = Number(/\d+/.exec(said)?.[0])
    expect(head).toBeGreaterThan(0)
    expect(head).toBeLessThan(99999999)
    await expect(page.getByText(t('audit:travel.bookError'))).toHaveCount(0)
    await expect(
      page.getByRole('heading', { name: t('audit:travel.book', { instrument: 'IQS' }) }),
    ).toBeVisible()
    const holders = page.getByRole('table', { name: t('audit:travel.holders') })
    await expect(holders.or(page.getByText(t('audit:travel.noHolders')))).toBeVisible()
    await expect(page.getByText(t('audit:travel.holdersError'))).toHaveCount(0)
  })
}

for (const [language, width] of COMBOS) {
  test(`Replay and compare shows MATCH for every market and projection of the demo log (${language}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const t = texts(language)
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'Auditor')
    await page.goto('/iqs-tokens/audit?tab=replay')
    const run = page.getByRole('button', { name: t('audit:replay.run') })
    // Other tests trade meanwhile: a read model a moment behind the log's head is BEHIND, not wrong,
    // and the replay is run again then. DIFFER never is.
    for (let attempt = 1; ; attempt++) {
      await expect(run).toBeEnabled({ timeout: 60_000 })
      const [started] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith('/api/admin/audit/replays') && r.request().method() === 'POST',
        ),
        run.click(),
      ])
      // 202 with the new job, or 409 naming the one another test started: the page follows it.
      const answer = (await started.json()) as { data?: { id: string }; error?: { details: { id: string } } }
      const id = answer.data?.id ?? answer.error?.details.id
      const seen: { job?: ReplayJob } = {}
      await expect
        .poll(
          async () => {
            const response = await page.request.get(`/api/admin/audit/replays/${id}`)
            seen.job = ((await response.json()) as { data: ReplayJob }).data
            return seen.job.status
          },
          { timeout: 120_000, intervals: [500] },
        )
        .not.toBe('running')
      expect(seen.job?.status, JSON.stringify(seen.job)).toBe('done')
      const lines = [...(seen.job?.report?.markets ?? []), ...(seen.job?.report?.projections ?? [])]
      if (!lines.some((line) => line.verdict === 'BEHIND') || attempt === 3) break
    }
    await expect(page.getByText(t.pattern('audit:replay.ok'))).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(t('audit:replay.verdicts.DIFFER'), { exact: true })).toHaveCount(0)
    const verdicts = (name: string) =>
      page
        .getByRole('table', { name })
        .getByRole('row')
        .filter({ hasNot: page.getByRole('columnheader') })
        .locator('td:last-child')
    const match = t('audit:replay.verdicts.MATCH')
    await expect(verdicts(t('audit:replay.markets'))).toHaveText([match, match])
    const projections = verdicts(t('audit:replay.projections'))
    expect(await projections.count()).toBeGreaterThan(5)
    for (const verdict of await projections.allTextContents()) expect(verdict).toBe(match)
  })
}
