import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInAs, uniqueAddress } from './helpers.js'
import { memberPage, uniqueTitle } from './network.js'
import { texts, type Language } from './texts.js'

/**
 * Issue 16's whole journey, every step in the browser against the real api: a project owner
 * publishes a project through the form; the consultant finds it among the jobs and applies; they
 * exchange messages; the owner shortlists and accepts; both sign the contract; the owner starts and
 * completes it with the KPI's measure; both review each other; each sees the right state at each
 * step; the public board shows the project, the criteria page its success fee, the consultant's
 * profile the review. In English at 1200 px the owner is the demo client; in French at 800 px the
 * demo executive partner, whose report then counts the completed contract (the reports are the
 * partner's own projects: a client's project is in no partner's report). Every text comes from
 * web/src/locales.
 */

type T = ReturnType<typeof texts>

/** The owner writes the project in the form and publishes it; its page's path. */
async function publishThroughTheForm(owner: Page, t: T, title: string): Promise<string> {
  const field = (key: string) => owner.getByLabel(t(`network-projects:form.${key}`))
  await owner.goto('/my-projects/new-project')
  await field('title').fill(title)
  await field('sector').selectOption({ label: t('common:sectors.banking') })
  await field('domain').selectOption({ label: t('common:practices.data-ai') })
  await field('experience').selectOption({ label: t('common:seniority.Senior') })
  await owner.getByLabel(t('network-projects:form.remote'), { exact: true }).check()
  await field('duration').fill('40')
  await field('description').fill('Audit the data platform of a retail bank.')
  await field('baseFee').fill('15000')
  await field('successFee').fill('4000')
  await field('bonus').fill('20')
  await field('malus').fill('10')
  await owner.getByRole('button', { name: t('network-projects:form.addKpi') }).click()
  await owner
    .getByLabel(t('network-projects:form.kpiName', { index: 1 }), { exact: true })
    .fill('Reports automated')
  await owner.getByLabel(t('network-projects:form.kpiTarget', { index: 1 })).fill('80 %')
  await field('contact').fill('owner@example.com')
  await owner.getByRole('button', { name: t('network-projects:form.publish') }).click()
  await expect(owner.getByText(t('network-projects:actions.published'))).toBeVisible()
  await expect(owner).toHaveURL(/\/my-projects\/(project-status|my-projects)\/\d+$/)
  return new URL(owner.url()).pathname
}

/** The consultant finds the job by its title and applies with their profile's CV. */
async function findAndApply(consultant: Page, t: T, title: string): Promise<string> {
  await consultant.goto('/my-projects/jobs')
  const search = consultant.getByRole('search', { name: t('network-applications:jobs.filters.label') })
  await search.getByRole('searchbox', { name: t('network-applications:jobs.filters.query') }).fill(title)
  await search.getByRole('button', { name: t('network-applications:jobs.filters.submit') }).click()
  await consultant
    .getByRole('list', { name: t('network-applications:jobs.listLabel') })
    .getByRole('link', { name: title })
    .click()
  await consultant.getByRole('link', { name: t('network-applications:job.apply') }).click()
  await consultant.getByLabel(t('network-applications:form.coverMessage')).fill('I audited three banks.')
  await consultant.getByLabel(t('network-applications:form.dayRate')).fill('900')
  await consultant
    .getByLabel(t('network-applications:form.availableFrom'))
    .fill(new Date().toISOString().slice(0, 10))
  await consultant.getByRole('button', { name: t('network-applications:form.submit') }).click()
  await expect(consultant.getByText(t('network-applications:form.sent'))).toBeVisible()
  await expect(consultant).toHaveURL(/\/my-projects\/applications\/[0-9a-f-]{36}$/)
  return consultant.url()
}

/** Sends a message in a conversation panel and sees it in the thread. */
async function write(panel: ReturnType<Page['getByRole']>, t: T, text: string) {
  await panel.getByLabel(t('network-conversations:composer.label')).fill(text)
  await panel.getByRole('button', { name: t('network-conversations:composer.send') }).click()
  await expect(
    panel.getByRole('list', { name: t('network-conversations:panel.thread') }).getByText(text),
  ).toBeVisible()
}

/** A contract action through its confirm dialog. */
async function contractStep(page: Page, t: T, action: 'sign' | 'start') {
  await page.getByRole('button', { name: t(`network-contracts:actions.${action}`) }).click()
  await page
    .getByRole('dialog', { name: t(`network-contracts:${action}.title`) })
    .getByRole('button', { name: t(`network-contracts:${action}.confirm`) })
    .click()
}

/** Writes a review from the contract's page: every mark `mark`, and a comment. */
async function review(page: Page, t: T, mark: number, comment: string) {
  await page.getByRole('link', { name: t('network-contracts:detail.review') }).click()
  await expect(page).toHaveURL(/\/my-projects\/new-review\?contract=/)
  for (const legend of ['form.rating', 'criteria.quality', 'criteria.communication', 'criteria.reliability'])
    await page
      .getByRole('group', { name: t(`network-reviews:${legend}`) })
      .getByRole('radio', { name: t('network-reviews:form.mark_other', { count: mark }) })
      .check()
  await page.getByLabel(t('network-reviews:form.comment')).fill(comment)
  await page.getByRole('button', { name: t('network-reviews:form.submit') }).click()
  await expect(page.getByText(t('network-reviews:new.sent'))).toBeVisible()
  await expect(page).toHaveURL(/\/my-projects\/my-reviews$/)
}

/** This month's completed contracts in the partner's report, read from the api. */
async function completedThisMonth(partner: Page): Promise<number> {
  const response = await partner.request.get('/api/network/reports', {
    headers: { 'x-forwarded-for': uniqueAddress() },
  })
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as {
    data: { months: { month: string; contracts_completed: number }[] }
  }
  const month = new Date().toISOString().slice(0, 7)
  return data.months.find((row) => row.month === month)?.contracts_completed ?? 0
}

async function journey(
  browser: Browser,
  language: Language,
  width: number,
  ownerRole: 'Client' | 'ExecPartner',
) {
  const t = texts(language)
  const title = uniqueTitle(language === 'fr' ? 'Parcours audit' : 'Journey audit')
  const owner = await memberPage(browser, language, width)
  await signInAs(owner, ownerRole)
  const completedBefore = ownerRole === 'ExecPartner' ? await completedThisMonth(owner) : 0
  const consultant = await memberPage(browser, language, width)
  const consultantName = await signInAs(consultant, 'Consultant')

  // The owner publishes; the public board shows the project.
  const projectPath = await publishThroughTheForm(owner, t, title)
  const projectId = Number(projectPath.split('/').pop())
  await owner.goto(`/other-public/projects?title=${encodeURIComponent(title)}`)
  await expect(owner.getByRole('link', { name: title })).toBeVisible()

  // The consultant finds it, applies, and writes to the owner.
  const applicationUrl = await findAndApply(consultant, t, title)
  const applicationBadge = consultant.locator('.application-badge')
  await expect(applicationBadge).toHaveText(t('network-applications:state.submitted'))
  const consultantPanel = consultant.getByRole('region', { name: t('network-conversations:panel.title') })
  await write(
    consultantPanel,
    t,
    language === 'fr' ? 'Pouvons-nous parler lundi ?' : 'Can we talk on Monday?',
  )

  // The owner reads it on the applicant's row, answers, shortlists and accepts.
  await owner.goto(projectPath)
  // The applicant's row itself (its open conversation has list items of its own).
  const applicant = owner
    .getByRole('list', { name: t('network-applications:applicants.title') })
    .locator('> li')
    .filter({ hasText: consultantName })
  await expect(applicant).toContainText(t('network-applications:state.submitted'))
  await applicant.getByRole('button', { name: t('network-conversations:applicant.show') }).click()
  const ownerPanel = applicant.getByRole('region', { name: t('network-conversations:panel.title') })
  await expect(
    ownerPanel.getByText(language === 'fr' ? 'Pouvons-nous parler lundi ?' : 'Can we talk on Monday?'),
  ).toBeVisible()
  await write(ownerPanel, t, language === 'fr' ? 'Oui, à 10 h.' : 'Yes, at 10.')
  await applicant.getByRole('button', { name: t('network-applications:actions.shortlist') }).click()
  await expect(applicant).toContainText(t('network-applications:state.shortlisted'))
  await applicant.getByRole('button', { name: t('network-applications:actions.accept') }).click()
  await expect(applicant).toContainText(t('network-applications:state.accepted'))

  // The consultant sees the answer and the acceptance, and signs the contract it became.
  await consultant.goto(applicationUrl)
  await expect(applicationBadge).toHaveText(t('network-applications:state.accepted'))
  await expect(consultantPanel.getByText(language === 'fr' ? 'Oui, à 10 h.' : 'Yes, at 10.')).toBeVisible()
  await consultant.goto('/my-projects/contracts')
  await consultant
    .getByRole('list', { name: t('network-contracts:mine.listLabel') })
    .getByRole('link', { name: title })
    .click()
  await expect(consultant).toHaveURL(/\/my-projects\/contracts\/[0-9a-f-]{36}$/)
  const contractPath = new URL(consultant.url()).pathname
  // The list's badges stay until the contract's page replaces them: read the page's own badge.
  const consultantBadge = consultant.locator('.contract-page .contract-badge')
  await expect(consultantBadge).toHaveText(t('network-contracts:state.draft'))
  await contractStep(consultant, t, 'sign')
  await expect(consultant.getByTestId('consultant-signature')).not.toHaveText(
    t('network-contracts:terms.notSigned'),
  )
  await expect(consultantBadge).toHaveText(t('network-contracts:state.draft'))
  await expect(consultant.getByRole('button', { name: t('network-contracts:actions.sign') })).toHaveCount(0)

  // The owner reaches the contract from the project's page, countersigns, starts and completes it.
  await owner.goto(projectPath)
  await owner
    .getByRole('region', { name: t('network-contracts:project.title') })
    .getByRole('link', { name: t('network-contracts:project.with', { name: consultantName }) })
    .click()
  await expect(owner).toHaveURL(new RegExp(`${contractPath}$`))
  const ownerBadge = owner.locator('.contract-page .contract-badge')
  await contractStep(owner, t, 'sign')
  await expect(ownerBadge).toHaveText(t('network-contracts:state.signed'))
  await contractStep(owner, t, 'start')
  await expect(ownerBadge).toHaveText(t('network-contracts:state.active'))
  await owner.getByRole('button', { name: t('network-contracts:actions.complete') }).click()
  const complete = owner.getByRole('dialog', { name: t('network-contracts:complete.title') })
  await complete.getByLabel(t('network-contracts:kpis.measured')).fill('96 %')
  await complete.getByLabel(t('network-contracts:kpis.achievementInput')).fill('110')
  await complete.getByRole('button', { name: t('network-contracts:complete.confirm') }).click()
  await expect(ownerBadge).toHaveText(t('network-contracts:state.completed'))

  // Both review each other; the consultant sees the contract completed first.
  const ownerComment = language === 'fr' ? 'Rapports clairs, livrés tôt.' : 'Clear reports, delivered early.'
  await review(owner, t, 5, ownerComment)
  await consultant.goto(contractPath)
  await expect(consultantBadge).toHaveText(t('network-contracts:state.completed'))
  await review(consultant, t, 4, language === 'fr' ? 'Objectifs clairs.' : 'Clear goals.')
  await expect(consultant.getByText(ownerComment)).toBeVisible()

  // The criteria page shows the success fee: 4000 x 1.1 (the measure, within the 20 % bonus bound).
  await consultant.goto(`/my-projects/criteria/${projectId}`)
  await expect(consultant.getByTestId('success-multiple')).toHaveText('1.1000')
  await expect(consultant.getByTestId('success-fee-due')).toHaveText(
    language === 'fr' ? /4\s400,00\s€/ : '€4,400.00',
  )

  // The owner's review is on the consultant's profile.
  await consultant.goto('/my-profile/view-profile')
  await expect(
    consultant.getByRole('region', { name: t('network-reviews:profile.title') }).getByText(ownerComment),
  ).toBeVisible()

  // The partner's report counts the completed contract.
  if (ownerRole === 'ExecPartner') {
    expect(await completedThisMonth(owner)).toBe(completedBefore + 1)
    await owner.goto('/my-projects/reports')
    await expect(owner.getByRole('heading', { name: t('network-reports:title') })).toBeVisible()
  }
  await owner.context().close()
  await consultant.context().close()
}

test('the whole journey: publish, apply, talk, accept, sign, complete, review (en, 1200 px, client)', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  await journey(browser, 'en', 1200, 'Client')
})

test('the whole journey in French at 800 px, the executive partner as owner, counted in their report', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  await journey(browser, 'fr', 800, 'ExecPartner')
})
