import { expect, test, type Page } from '@playwright/test'
import { signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { texts, type Language } from './texts.js'

/**
 * Issue 16 part 1, the owners' projects under /my-projects, against the real api: the demo client
 * writes a draft, is refused a bad field, is told what publishing needs, publishes, finds the
 * project on the public board, closes it and sees it leave the board (English at 1200 px, French
 * at 800 px); the executive partner lists theirs at 1800 px. Every text comes from web/src/locales.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

async function start(page: Page, language: Language, width: number, role: 'Client' | 'ExecPartner') {
  await page.setViewportSize({ width, height: 900 })
  await useLanguage(page, language)
  await signInAs(page, role)
  return texts(language)
}

/** A title no other test (nor a rerun) has written. */
const uniqueTitle = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The public board filtered on the title: the project's card, or the board's empty text. */
async function openBoardFor(page: Page, title: string) {
  await page.goto(`/other-public/projects?title=${encodeURIComponent(title)}`)
}

async function clientJourney(page: Page, language: Language, width: number) {
  const t = await start(page, language, width, 'Client')
  const f = (key: string) => page.getByLabel(t(`network-projects:form.${key}`))
  const title = uniqueTitle(language === 'fr' ? 'Audit des données' : 'Data audit')

  await page.goto('/my-projects')
  await expect(page).toHaveURL(/\/my-projects\/project-status$/)
  const menu = page.getByRole('navigation', { name: t('network-projects:menu.label') })
  await menu.getByRole('link', { name: t('network-projects:menu.new-project') }).click()

  // A bad field is refused where it is, and nothing is saved.
  await f('title').fill(title)
  await f('duration').fill('0')
  await page.getByRole('button', { name: t('network-projects:form.saveDraft') }).click()
  await expect(page.getByText(t('network-projects:invalid.days'))).toBeVisible()
  await expect(page).toHaveURL(/\/new-project$/)

  // Publishing an incomplete project: it is saved as a draft, and the missing fields are named.
  await f('duration').fill('45')
  await page.getByRole('button', { name: t('network-projects:form.publish') }).click()
  const missing = page.getByRole('alert').filter({ hasText: t('network-projects:form.missingTitle') })
  await expect(missing).toBeVisible()
  await expect(missing).toContainText(t('network-projects:fields.sector'))
  await expect(missing).toContainText(t('network-projects:fields.base_fee'))
  await expect(page).toHaveURL(/\/project-status\/\d+\?edit=1$/)
  await expect(f('title')).toHaveValue(title)

  await f('sector').selectOption({ label: t('common:sectors.banking') })
  await f('domain').selectOption({ label: t('common:practices.data-ai') })
  await f('experience').selectOption({ label: t('common:seniority.Senior') })
  await page.getByLabel(t('network-projects:form.remote'), { exact: true }).check()
  await f('description').fill('Audit the data platform.\nThen plan its next year.')
  await f('baseFee').fill('12000')
  await f('successFee').fill('3000.50')
  await f('bonus').fill('20')
  await f('malus').fill('10')
  await page.getByRole('button', { name: t('network-projects:form.addKpi') }).click()
  await page.getByLabel(t('network-projects:form.kpiName', { index: 1 }), { exact: true }).fill('Cost saved')
  await page.getByLabel(t('network-projects:form.kpiTarget', { index: 1 })).fill('10 %')
  await f('contact').fill('claire@example.com')
  await page.getByRole('button', { name: t('network-projects:form.publish') }).click()

  await expect(page.getByText(t('network-projects:actions.published'))).toBeVisible()
  await expect(page).toHaveURL(/\/project-status\/\d+$/)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByText(t('network-projects:status.published'), { exact: true }).first()).toBeVisible()
  const projectPage = page.url()

  await openBoardFor(page, title)
  await expect(page.getByRole('link', { name: title })).toBeVisible()

  await page.goto(projectPage)
  await page.getByRole('button', { name: t('network-projects:actions.close') }).click()
  await expect(page.getByText(t('network-projects:actions.closed'))).toBeVisible()
  await expect(page.getByRole('button', { name: t('network-projects:actions.reopen') })).toBeVisible()

  await openBoardFor(page, title)
  await expect(page.getByText(t('projects:empty'))).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
}

test('the client drafts, is refused a field, publishes, finds it on the board, closes it (en, 1200 px)', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await clientJourney(page, 'en', 1200)
})

test('the same journey in French at 800 px', async ({ page }) => {
  test.setTimeout(60_000)
  await clientJourney(page, 'fr', 800)
})

test('the executive partner lists their projects by state (en, 1800 px)', async ({ page }) => {
  const t = await start(page, 'en', 1800, 'ExecPartner')
  await page.goto('/my-projects/my-projects')
  const menu = page.getByRole('navigation', { name: t('network-projects:menu.label') })
  await expect(menu.getByRole('link')).toHaveText([
    t('network-projects:menu.reports'),
    t('network-projects:menu.my-projects'),
    t('network-projects:menu.search-consultants'),
    t('network-projects:menu.new-project'),
    t('network-projects:menu.my-consultants'),
    t('network-projects:menu.my-reviews'),
    t('network-projects:menu.new-review'),
  ])
  const list = page.getByRole('list', { name: t('network-projects:list.title') })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  const filter = page.getByRole('group', { name: t('network-projects:list.filterLabel') })
  await filter
    .getByRole('button', { name: new RegExp(`^${t('network-projects:status.published')} \\d+$`) })
    .click()
  await expect(list.getByRole('listitem').first()).toContainText(t('network-projects:status.published'))
  await list.getByRole('listitem').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/my-projects\/my-projects\/\d+$/)
  await expect(page.getByRole('heading', { name: t('network-projects:detail.history') })).toBeVisible()
  await expect(
    page.getByText(t('network-projects:transitions.publish'), { exact: false }).first(),
  ).toBeVisible()
})
