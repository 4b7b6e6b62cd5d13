import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { DEMO_PASSWORD, signInAs, uniqueAddress } from './helpers.js'
import { memberPage, uniqueTitle } from './network.js'
import { texts, type Language } from './texts.js'
import { adminApi, apiSession, data, PASSWORD, PDF } from './traders.js'

/**
 * Issue 17's journey against the real api: the demo IQStem member adds a lead and sponsors a
 * consultant in the browser; an admin qualifies the lead and converts it into a project in the
 * browser; the project's owner (the demo executive partner) completes and publishes it; the
 * sponsored consultant registers from the link in their invitation mail (the browser shows who
 * invited them); their onboarding, approval, application, acceptance and signatures go through the
 * api (issues 15 and 16 have their own browser tests); the commissions accrue; the admin pays the
 * lead's part in euros and part in IQS in the browser; the member sees both payments in their
 * ledger and the tokens they hold, and the holders register lists them. In English at 1200 px and
 * in French at 800 px; every text from web/src/locales.
 */

type T = ReturnType<typeof texts>

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const BUDGET = '50000'
/** The lead programme's demo rate is 5 %: the lead's commission on a 50,000 € base fee. */
const LEAD_COMMISSION = '2500.00'
const TOKENS = 100
const TOKEN_PRICE = '10.00'
/** 2,500 € = 1,500 € in euros + 100 IQS × 10 €. */
const CASH = '1500'

/** An api session of the demo account with this e-mail. */
async function demoApi(email: string): Promise<APIRequestContext> {
  const api = await apiSession()
  await data(await api.post('/api/login', { data: { email, password: DEMO_PASSWORD } }))
  return api
}

/** The member fills in the add-leads form; the new lead's id. */
async function addLead(member: Page, t: T, company: string, contactEmail: string): Promise<number> {
  // A required field's label ends with " *".
  const field = (key: string) =>
    member.getByLabel(new RegExp(`^${escape(t(`network-iqstem:form.${key}`))}( \\*)?$`))
  await member.goto('/my-iqstem/add-leads')
  await field('company').fill(company)
  await field('sector').selectOption({ label: t('common:sectors.transport') })
  await field('contactName').fill('Nora West')
  await field('contactRole').fill('COO')
  await field('contactEmail').fill(contactEmail)
  await field('need').fill('A warehouse network review before two new sites open.')
  await field('budget').fill(BUDGET)
  await field('timing').selectOption({ label: t('network-iqstem:timing.within-3-months') })
  await field('consent').check()
  await member.getByRole('button', { name: t('network-iqstem:form.submit') }).click()
  await expect(member).toHaveURL(/\/my-iqstem\/my-leads\/\d+$/)
  await expect(member.getByRole('heading', { name: company })).toBeVisible()
  return Number(/(\d+)$/.exec(member.url())![1])
}

/** The member invites a consultant from the sponsor-consultant form. */
async function sponsor(member: Page, t: T, email: string) {
  await member.goto('/my-iqstem/sponsor-consultant')
  const field = (key: string) =>
    member.getByLabel(new RegExp(`^${escape(t(`network-iqstem:sponsor.${key}`))}( \\*)?$`))
  await field('firstName').fill('Grace')
  await field('lastName').fill('Hopper')
  await field('email').fill(email)
  await field('message').fill('You would do great here.')
  await member.getByRole('button', { name: t('network-iqstem:sponsor.submit') }).click()
  await expect(
    member.getByText(t('network-iqstem:sponsor.sent', { name: 'Grace Hopper', email })),
  ).toBeVisible()
}

/** The admin finds the lead, qualifies it and converts it for the demo partner. */
async function qualifyAndConvert(admin: Page, t: T, company: string) {
  await admin.goto('/admin-iqstem/iq-leads')
  const search = admin.getByLabel(t('network-iqstem-admin:leads.search'))
  await search.fill(company)
  await search.press('Enter')
  await admin.getByRole('link', { name: company }).click()
  await expect(admin).toHaveURL(/\/admin-iqstem\/iq-leads\/\d+$/)
  const form = (action: string) =>
    admin.getByRole('form', { name: t(`network-iqstem-admin:actions.${action}`) })
  const qualify = form('qualify')
  await qualify
    .getByLabel(t('network-iqstem-admin:actions.qualifyField'))
    .fill('Called Nora: budget confirmed.')
  await qualify.getByRole('button', { name: t('network-iqstem-admin:actions.qualifySubmit') }).click()
  const convert = form('convert')
  await convert.getByLabel(t('network-iqstem-admin:actions.convertField')).fill('partner@iqs.demo')
  await convert.getByRole('button', { name: t('network-iqstem-admin:actions.convertSubmit') }).click()
  await expect(
    admin.getByText(t('network-iqstem-admin:history.lead.convert'), { exact: false }).first(),
  ).toBeVisible()
}

/** The demo partner fills in the rest of the converted draft and publishes it. */
async function publishConverted(projectId: number) {
  const owner = await demoApi('partner@iqs.demo')
  const project = await data<Record<string, unknown>>(await owner.get(`/api/network/projects/${projectId}`))
  const keep = ['title', 'sector', 'description', 'base_fee', 'contact'] as const
  const body = {
    ...Object.fromEntries(keep.map((key) => [key, project[key]])),
    domain: 'operations-supply-chain',
    city: 'Paris',
    remote: true,
    duration_days: 30,
    experience: 'Senior',
    kpis: [],
  }
  await data(await owner.put(`/api/network/projects/${projectId}`, { data: body }))
  await data(await owner.post(`/api/network/projects/${projectId}/publish`))
  return owner
}

/** The sponsored consultant's invitation link, from the mail the platform wrote. */
async function invitationLink(admin: APIRequestContext, email: string): Promise<string> {
  const outbox = await data<{ items: { id: number; to: string }[] }>(
    await admin.get('/api/admin/mail-outbox'),
  )
  const mail = outbox.items.find((item) => item.to === email)
  expect(mail, `an invitation mail to ${email}`).toBeTruthy()
  const full = await data<{ text: string }>(await admin.get(`/api/admin/mail-outbox/${mail!.id}`))
  const link = /https?:\/\/\S+\/my-account\/register\/form\/Consultant\?sponsor=[\w-]+/.exec(full.text)
  expect(link, full.text).toBeTruthy()
  return new URL(link![0]).pathname + new URL(link![0]).search
}

/** The consultant registers in the browser from the link, and sees who invited them. */
async function registerFromLink(consultant: Page, t: T, link: string, email: string) {
  await consultant.goto(link)
  await expect(consultant.getByText(t('account:register.sponsoredBy', { name: 'Ines Member' }))).toBeVisible()
  await expect(consultant.getByLabel(t('account:fields.email'))).toHaveValue(email)
  await consultant.getByLabel(t('account:fields.password'), { exact: true }).fill(PASSWORD)
  await consultant.getByLabel(t('account:fields.confirmPassword')).fill(PASSWORD)
  await consultant.getByRole('button', { name: t('account:register.submit') }).click()
  await expect(consultant).toHaveURL(/\/my-account\/mobile-number$/)
}

/** The consultant's onboarding through the api (issue 15 has its browser tests), then the admin approves it. */
async function onboardAndApprove(consultant: Page, admin: APIRequestContext): Promise<number> {
  const api = consultant.request
  const me = await data<{ user: { id: number } }>(await api.get('/api/me'))
  await data(await api.put('/api/network/onboarding/mobile-number', { data: { phone: '+33612345678' } }))
  await data(
    await api.put('/api/network/onboarding/expertise', {
      data: {
        sectors: ['transport'],
        practices: ['operations-supply-chain'],
        functions: ['operations'],
        seniority: 'Senior',
        day_rate: '900',
        available_from: '2026-01-01',
        days_per_week: 5,
      },
    }),
  )
  await data(
    await api.post('/api/network/onboarding/cv', {
      multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
    }),
  )
  await data(await api.post('/api/network/onboarding/submit'))
  await data(await admin.post(`/api/admin/network/members/${me.user.id}/approve`))
  return me.user.id
}

/** Applies, the owner accepts, both sign: the contract is signed and the commissions accrue. */
async function contractSigned(consultant: Page, owner: APIRequestContext, projectId: number) {
  const api = consultant.request
  const application = await data<{ id: string }>(
    await api.post(`/api/network/jobs/${projectId}/applications`, {
      data: { cover_message: 'Glad to help.', day_rate: '900', available_from: '2026-12-01' },
    }),
  )
  await data(await owner.post(`/api/network/applications/${application.id}/accept`, { data: {} }))
  const contracts = await data<{ items: { id: string; project: { id: number } }[] }>(
    await api.get('/api/network/contracts'),
  )
  const contract = contracts.items.find((c) => c.project.id === projectId)!
  await data(await api.post(`/api/network/contracts/${contract.id}/sign`))
  await data(await owner.post(`/api/network/contracts/${contract.id}/sign`))
}

/** The admin pays the lead's commission: part in euros, part in IQS from the treasury. */
async function payInEurosAndTokens(admin: Page, t: T, company: string) {
  await admin.goto('/admin-iqstem/commissions')
  await admin
    .getByRole('button', {
      name: new RegExp(escape(t('network-iqstem-admin:commissions.pay')) + '.*' + escape(company)),
    })
    .click()
  const form = admin.getByRole('form', { name: new RegExp(escape(company)) })
  await form.getByLabel(t('network-iqstem-admin:payment.cash')).fill(CASH)
  await form.getByLabel(t('network-iqstem-admin:payment.tokens')).fill(String(TOKENS))
  await form.getByLabel(t('network-iqstem-admin:payment.price')).fill(TOKEN_PRICE)
  await form.getByRole('button', { name: t('network-iqstem-admin:payment.submit') }).click()
  await expect(admin.getByText(t('network-iqstem-admin:payment.done'))).toBeVisible()
}

async function journey(browser: Browser, language: Language, width: number) {
  const t = texts(language)
  const adminCalls = await adminApi()
  const company = uniqueTitle('Northwind Freight')
  const slug = company.toLowerCase().replace(/\W+/g, '-')
  const consultantEmail = `grace.${slug}@consultants.example`

  const member = await memberPage(browser, language, width)
  await signInAs(member, 'IQStem')
  const leadId = await addLead(member, t, company, `nora@${slug}.example`)
  await expect(member.getByText(t('network-iqstem:leadState.submitted')).first()).toBeVisible()
  await sponsor(member, t, consultantEmail)

  const admin = await memberPage(browser, language, width)
  await signInAs(admin, 'Admin')
  await qualifyAndConvert(admin, t, company)
  const converted = await data<{ project: { id: number } | null }>(
    await adminCalls.get(`/api/admin/iqstem/leads/${leadId}`),
  )
  const projectId = converted.project!.id
  const owner = await publishConverted(projectId)

  // The member sees the lead converted.
  await member.goto(`/my-iqstem/my-leads/${leadId}`)
  await expect(member.getByText(t('network-iqstem:leadState.converted')).first()).toBeVisible()

  const consultant = await memberPage(browser, language, width)
  await registerFromLink(consultant, t, await invitationLink(adminCalls, consultantEmail), consultantEmail)
  await onboardAndApprove(consultant, adminCalls)
  await contractSigned(consultant, owner, projectId)

  // The commissions accrued: the lead's, and the sponsored consultant's.
  await member.goto('/my-iqstem/commissions')
  const ledger = member.getByRole('table', { name: t('network-iqstem:commissions.table.caption') })
  await expect(ledger.getByRole('row').filter({ hasText: company }).first()).toBeVisible()
  await expect(ledger.getByRole('row').filter({ hasText: 'Grace Hopper' }).first()).toBeVisible()

  // The treasury holds what the payment allocates.
  await data(await adminCalls.post('/api/admin/iqs/tokens', { data: { amount: TOKENS, isIQS: true } }))
  await payInEurosAndTokens(admin, t, company)

  // The member sees both parts of the payment, the tokens they hold, and the lead paid.
  await member.reload()
  await expect(ledger.getByText(new RegExp(`${TOKENS}\\s*IQS`)).first()).toBeVisible()
  await expect(member.getByText(t('network-iqstem:commissions.totals.held'))).toBeVisible()
  const holdings = await data<{
    iqs_tokens_held: string
    items: { source: { label: string }; paid_eur: string }[]
  }>(await member.request.get('/api/network/iqstem/commissions'))
  expect(holdings.items.find((c) => c.source.label === company)?.paid_eur).toBe(LEAD_COMMISSION)
  expect(Number(holdings.iqs_tokens_held)).toBeGreaterThanOrEqual(TOKENS)
  await member.goto(`/my-iqstem/my-leads/${leadId}`)
  await expect(member.getByText(t('network-iqstem:leadState.paid')).first()).toBeVisible()

  // The holders register lists the member with their IQS.
  await admin.goto('/iqs-tokens/iqs-holdings')
  await expect(admin.getByRole('row').filter({ hasText: 'Ines Member' }).first()).toBeVisible()
}

test('an IQStem lead and a sponsored consultant earn commissions, paid in euros and IQS (en, 1200 px)', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  await journey(browser, 'en', 1200)
})

test('the same journey in French at 800 px', async ({ browser }) => {
  test.setTimeout(180_000)
  await journey(browser, 'fr', 800)
})

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})
