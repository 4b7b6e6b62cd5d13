import { expect, test } from '@playwright/test'
import { signInAs } from './helpers.js'
import { memberPage, publishProject, uniqueTitle } from './network.js'
import { texts } from './texts.js'

/**
 * Issue 16 part C against the real api: the demo client searches the consultants, opens the demo
 * consultant's page, shortlists them and invites them to a fresh project of theirs; the consultant
 * finds the invitation among their notifications, which leads to the job. The demo executive
 * partner's report page counts a project they just published and downloads its Excel file. English
 * at 1200 px; the report again in French at 800 px. Every text comes from web/src/locales.
 */

test('a client finds a consultant, shortlists and invites them; the consultant is told (en, 1200 px)', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const t = texts('en')
  const client = await memberPage(browser, 'en', 1200)
  await signInAs(client, 'Client')
  const consultant = await memberPage(browser, 'en', 1200)
  const consultantName = await signInAs(consultant, 'Consultant')
  const consultantId = (
    (await (await consultant.request.get('/api/me')).json()) as { data: { user: { id: number } } }
  ).data.user.id
  // The demo accounts are shared by every run: start with the consultant off the client's shortlist.
  await client.request.delete(`/api/network/my-consultants/${consultantId}`)
  const title = uniqueTitle('Credit risk review')
  const projectId = await publishProject(client, title)

  // Search by name, open the consultant's page.
  await client.goto('/my-projects/find-consultants')
  const search = client.getByRole('search', { name: t('network-consultants:filters.label') })
  await search.getByRole('searchbox', { name: t('network-consultants:filters.query') }).fill(consultantName)
  await search.getByRole('button', { name: t('network-consultants:filters.submit') }).click()
  const card = client
    .getByRole('list', { name: t('network-consultants:search.listLabel') })
    .getByRole('listitem')
    .filter({ has: client.getByRole('link', { name: consultantName }) })
  await expect(card.first()).toBeVisible()
  await card.first().getByRole('link', { name: consultantName }).click()
  await expect(client).toHaveURL(new RegExp(`/my-projects/find-consultants/${consultantId}$`))
  await expect(client.getByRole('heading', { name: consultantName })).toBeVisible()

  // Shortlist with a note; the shortlist shows them.
  await client.getByRole('button', { name: t('network-consultants:shortlist.add') }).click()
  await expect(client.getByText(t('network-consultants:shortlist.added'))).toBeVisible()
  await client.getByLabel(t('network-consultants:shortlist.note')).fill('Strong on credit risk.')
  await client.getByRole('button', { name: t('network-consultants:shortlist.saveNote') }).click()
  await expect(client.getByText(t('network-consultants:shortlist.saved'))).toBeVisible()

  // Invite to the fresh project: it is then listed as invited, and no longer offered.
  await client
    .getByLabel(t('network-consultants:invite.project'), { exact: true })
    .selectOption({ label: title })
  await client.getByLabel(t('network-consultants:invite.message')).fill('Your profile fits this review.')
  await client.getByRole('button', { name: t('network-consultants:invite.submit') }).click()
  await expect(client.getByText(t('network-consultants:invite.sent'))).toBeVisible()
  await expect(client.locator('.invite-form__sent')).toContainText(title)

  await client.goto('/my-projects/my-consultants')
  const shortlisted = client
    .getByRole('list', { name: t('network-consultants:mine.listLabel') })
    .getByRole('listitem')
    .filter({ hasText: consultantName })
  await expect(shortlisted).toContainText('Strong on credit risk.')

  // The consultant's notification leads to the job.
  await consultant.goto('/my-projects/jobs')
  await consultant
    .getByRole('button', { name: new RegExp(`^${t('network-notifications:bell.label')}`) })
    .click()
  const notice = consultant
    .getByRole('list', { name: t('network-notifications:list.label') })
    .getByRole('link', { name: t('network-notifications:kinds.invitation.received', { project: title }) })
  await expect(notice).toBeVisible()
  await notice.click()
  await expect(consultant).toHaveURL(new RegExp(`/my-projects/jobs/details/${projectId}$`))
  await client.context().close()
  await consultant.context().close()
})

for (const [language, width] of [
  ['en', 1200],
  ['fr', 800],
] as const) {
  test(`an executive partner's report counts a new project and downloads as Excel (${language}, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(60_000)
    const t = texts(language)
    const partner = await memberPage(browser, language, width)
    await signInAs(partner, 'ExecPartner')
    await publishProject(partner, uniqueTitle('Partner report'))
    const month = new Date().toISOString().slice(0, 7)

    await partner.goto('/my-projects/reports')
    await expect(partner.getByRole('heading', { name: t('network-reports:title') })).toBeVisible()
    const table = partner.getByRole('table', { name: t('network-reports:table.caption') })
    const row = table.getByRole('row', { name: new RegExp(`^${month}`) })
    await expect(row).toBeVisible()
    // This month's "projects published" cell (the first figure) counts at least the new project.
    const published = Number(await row.getByRole('cell').first().textContent())
    expect(published).toBeGreaterThanOrEqual(1)
    await expect(
      partner.getByRole('img', { name: /./ }).filter({ has: partner.locator('rect') }),
    ).toBeVisible()
    await expect(partner.getByText(t('network-reports:figures.projects_published')).first()).toBeVisible()

    const download = partner.waitForEvent('download')
    await partner.getByRole('link', { name: t('network-reports:download') }).click()
    expect((await download).suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx$/)
    await partner.context().close()
  })
}
