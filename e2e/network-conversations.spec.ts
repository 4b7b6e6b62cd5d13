import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInAs, uniqueAddress } from './helpers.js'
import { memberPage, publishProject, uniqueTitle } from './network.js'
import { texts, type Language } from './texts.js'

/**
 * Issue 16, "Messages", against the real api: the demo client publishes a fresh project and the
 * demo consultant applies to it (both through the api: the journey owns its project); the
 * consultant writes on the application's page; the client sees the unread badge in the header,
 * follows its list to the applicant's row, answers with an attachment; the consultant sees the
 * answer and its file. English at 1200 px, French at 800 px. Every text comes from web/src/locales.
 */

/** The smallest PDF the api's content check takes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** The consultant's application to it, with the CV of their profile. */
async function apply(page: Page, projectId: number): Promise<string> {
  const response = await page.request.post(`/api/network/jobs/${projectId}/applications`, {
    headers: { 'x-forwarded-for': uniqueAddress() },
    data: { cover_message: 'I audited three banks.', day_rate: '900', available_from: '2030-01-01' },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { data: { id: string } }).data.id
}

async function journey(browser: Browser, language: Language, width: number) {
  const t = texts(language)
  const title = uniqueTitle(language === 'fr' ? 'Audit bancaire' : 'Bank data audit')
  const question = language === 'fr' ? 'Pouvons-nous parler lundi ?' : 'Can we talk on Monday?'
  const answer = language === 'fr' ? 'Oui, voici le cahier des charges.' : 'Yes, here is the brief.'
  const client = await memberPage(browser, language, width)
  await signInAs(client, 'Client')
  const projectId = await publishProject(client, title)
  const consultant = await memberPage(browser, language, width)
  const consultantName = await signInAs(consultant, 'Consultant')
  const applicationId = await apply(consultant, projectId)

  // The consultant writes on the application's page.
  await consultant.goto(`/my-projects/applications/${applicationId}`)
  const panel = consultant.getByRole('region', { name: t('network-conversations:panel.title') })
  // The first page of a run waits for the lazy chunks and texts (two runs side by side are slow).
  await expect(panel.getByText(t('network-conversations:panel.empty'))).toBeVisible({ timeout: 20_000 })
  await panel.getByLabel(t('network-conversations:composer.label')).fill(question)
  await panel.getByRole('button', { name: t('network-conversations:composer.send') }).click()
  const thread = panel.getByRole('list', { name: t('network-conversations:panel.thread') })
  await expect(thread.getByText(question)).toBeVisible()
  await expect(panel.getByLabel(t('network-conversations:composer.label'))).toHaveValue('')

  // The client sees the badge, opens the list and follows it to the applicant's row.
  await client.goto('/my-projects')
  const badge = client.getByRole('button', {
    name: new RegExp(`^${t('network-conversations:badge.label')}, \\d+`),
  })
  await expect(badge).toBeVisible({ timeout: 20_000 })
  await badge.click()
  const link = client
    .getByRole('list', { name: t('network-conversations:list.title') })
    .getByRole('link')
    .filter({ hasText: title })
  await expect(link).toContainText(question)
  await expect(link).toContainText(consultantName)
  await link.click()
  await expect(client).toHaveURL(
    new RegExp(`/my-projects/project-status/${projectId}#applicant-${applicationId}$`),
  )
  const row = client.locator(`#applicant-${applicationId}`)
  const ownerPanel = row.getByRole('region', { name: t('network-conversations:panel.title') })
  await expect(ownerPanel.getByText(question)).toBeVisible()

  // The client answers with a file.
  await ownerPanel.getByLabel(t('network-conversations:composer.attach')).setInputFiles({
    name: 'brief.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await expect(
    ownerPanel.getByRole('list', { name: t('network-conversations:composer.chosen') }),
  ).toContainText('brief.pdf')
  await ownerPanel.getByLabel(t('network-conversations:composer.label')).fill(answer)
  await ownerPanel.getByRole('button', { name: t('network-conversations:composer.send') }).click()
  await expect(ownerPanel.getByText(answer)).toBeVisible()
  await expect(ownerPanel.getByRole('link', { name: 'brief.pdf' })).toBeVisible()

  // The consultant sees the answer and its file (the panel polls; a reload is quicker).
  await consultant.reload()
  await expect(thread.getByText(answer)).toBeVisible()
  const file = thread.getByRole('link', { name: 'brief.pdf' })
  await expect(file).toBeVisible()
  const download = await consultant.request.get((await file.getAttribute('href')) ?? '', {
    headers: { 'x-forwarded-for': uniqueAddress() },
  })
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('application/pdf')
  await client.context().close()
  await consultant.context().close()
}

test('a consultant writes; the client sees the badge and answers with a file (en, 1200 px)', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  await journey(browser, 'en', 1200)
})

test('the same conversation in French at 800 px', async ({ browser }) => {
  test.setTimeout(90_000)
  await journey(browser, 'fr', 800)
})
