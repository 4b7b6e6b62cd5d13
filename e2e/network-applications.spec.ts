import { expect, test, type Browser } from '@playwright/test'
import { DEMO_PASSWORD, signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { memberPage, publishProject, uniqueTitle } from './network.js'
import { texts, type Language } from './texts.js'

/**
 * Issue 16 part 2, jobs and applications against the real api: the demo client publishes a fresh
 * project through the api (the demo accounts are shared by every run, so the journey owns its
 * project); the demo consultant finds it among the jobs, marked as matching their profile, and
 * applies with the CV of their profile; the client sees the applicant on the project's page,
 * shortlists and accepts; the consultant sees the state and the notification, which leads to the
 * application. English at 1200 px, French at 800 px. Every text comes from web/src/locales.
 */

async function journey(browser: Browser, language: Language, width: number) {
  const t = texts(language)
  const title = uniqueTitle(language === 'fr' ? 'Audit bancaire' : 'Bank data audit')
  const client = await memberPage(browser, language, width)
  await signInAs(client, 'Client')
  const projectId = await publishProject(client, title)

  // The consultant finds the job, marked as matching their profile, and applies with their profile's CV.
  const consultant = await memberPage(browser, language, width)
  const consultantName = await signInAs(consultant, 'Consultant')
  await consultant.goto('/my-projects/jobs')
  const search = consultant.getByRole('search', { name: t('network-applications:jobs.filters.label') })
  await search.getByRole('searchbox', { name: t('network-applications:jobs.filters.query') }).fill(title)
  await search.getByRole('button', { name: t('network-applications:jobs.filters.submit') }).click()
  const row = consultant
    .getByRole('list', { name: t('network-applications:jobs.listLabel') })
    .getByRole('listitem')
    .filter({ hasText: title })
  await expect(row.first()).toContainText(
    t('network-applications:jobs.match', {
      parts: ['sector', 'domain', 'experience']
        .map((part) => t(`network-applications:jobs.matchParts.${part}`))
        .join(', '),
    }),
  )
  await row.first().getByRole('link', { name: title }).click()
  await expect(consultant).toHaveURL(new RegExp(`/my-projects/jobs/details/${projectId}$`))
  await expect(consultant.getByText('Reports automated')).toBeVisible()
  await consultant.getByRole('link', { name: t('network-applications:job.apply') }).click()
  await expect(consultant).toHaveURL(new RegExp(`/my-projects/applications/new/${projectId}$`))
  await expect(
    consultant.getByRole('radio', { name: new RegExp(t('network-applications:form.profileCv')) }),
  ).toBeChecked()
  await consultant
    .getByLabel(t('network-applications:form.coverMessage'))
    .fill('I audited the data of three banks.')
  await consultant.getByLabel(t('network-applications:form.dayRate')).fill('900')
  await consultant.getByRole('button', { name: t('network-applications:form.submit') }).click()
  await expect(consultant.getByText(t('network-applications:form.sent'))).toBeVisible()
  await expect(consultant).toHaveURL(/\/my-projects\/applications\/[0-9a-f-]{36}$/)
  const applicationUrl = consultant.url()
  const badge = consultant.locator('.application-badge')
  await expect(badge).toHaveText(t('network-applications:state.submitted'))

  // The client sees the applicant on the project's page, shortlists, then accepts.
  await client.goto(`/my-projects/project-status/${projectId}`)
  const applicant = client
    .getByRole('list', { name: t('network-applications:applicants.title') })
    .locator('> li')
    .filter({ hasText: consultantName })
  await expect(applicant).toContainText(t('network-applications:state.submitted'))
  await expect(applicant.getByRole('link', { name: t('network-applications:applicants.cv') })).toBeVisible()
  await applicant.getByRole('button', { name: t('network-applications:actions.shortlist') }).click()
  await expect(applicant).toContainText(t('network-applications:state.shortlisted'))
  await applicant.getByRole('button', { name: t('network-applications:actions.accept') }).click()
  await expect(applicant).toContainText(t('network-applications:state.accepted'))
  // No move is left to the owner (the row keeps its messages' button).
  for (const action of ['shortlist', 'accept', 'reject'])
    await expect(
      applicant.getByRole('button', { name: t(`network-applications:actions.${action}`) }),
    ).toHaveCount(0)

  // The consultant sees the state, and the notification that leads to the application.
  await consultant.reload()
  await expect(badge).toHaveText(t('network-applications:state.accepted'))
  await expect(
    consultant.getByText(t('network-applications:transitions.shortlist'), { exact: true }),
  ).toBeVisible()
  await consultant.goto('/my-projects/jobs')
  const bell = consultant.getByRole('button', {
    name: new RegExp(`^${t('network-notifications:bell.label')}`),
  })
  await bell.click()
  const accepted = consultant
    .getByRole('list', { name: t('network-notifications:list.label') })
    .getByRole('link', {
      name: t('network-notifications:kinds.application.accepted_mine', { project: title }),
    })
  await expect(accepted).toBeVisible()
  await accepted.click()
  await expect(consultant).toHaveURL(applicationUrl)
  await client.context().close()
  await consultant.context().close()
}

test('a consultant finds a fresh job and applies; the client shortlists and accepts (en, 1200 px)', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  await journey(browser, 'en', 1200)
})

test('the same journey in French at 800 px', async ({ browser }) => {
  test.setTimeout(90_000)
  await journey(browser, 'fr', 800)
})

test('a consultant not approved yet is told why, with the way to their account', async ({ page }) => {
  const address = { 'x-forwarded-for': uniqueAddress() }
  await page.setExtraHTTPHeaders(address)
  await useLanguage(page, 'en')
  const t = texts('en')
  const login = await page.request.post('/api/login', {
    data: { email: 'pending-consultant@iqs.demo', password: DEMO_PASSWORD },
    headers: address,
  })
  expect(login.ok()).toBe(true)
  const { data } = (await login.json()) as {
    data: { user: { id: number; first_name: string; last_name: string; email: string } }
  }
  await page.addInitScript((user) => {
    window.localStorage.setItem('userId', String(user.id))
    window.localStorage.setItem('userEmail', user.email)
    window.localStorage.setItem('userFirstName', user.first_name)
    window.localStorage.setItem('userLastName', user.last_name)
    window.localStorage.setItem('userRole', 'Consultant')
  }, data.user)
  const board = (await (await page.request.get('/api/projects?page_size=1')).json()) as {
    data: { items: { id: number }[] }
  }
  const jobId = board.data.items[0]?.id
  expect(jobId).toBeDefined()
  await page.goto(`/my-projects/applications/new/${jobId}`)
  await expect(page.getByText(t('errors:MEMBER_NOT_APPROVED'))).toBeVisible()
  await expect(page.getByRole('link', { name: t('network-applications:form.toAccount') })).toHaveAttribute(
    'href',
    '/my-account',
  )
})
