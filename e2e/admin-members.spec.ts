import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoPageOverflow, signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { zipEntry } from './zip-entry.js'
import { memberPage } from './network.js'
import { texts, type Language } from './texts.js'
import { adminApi, apiSession, data, PDF } from './traders.js'

/**
 * Issue 18, the member admin areas, against the real api: a fresh consultant submits their
 * onboarding and the demo admin approves them from their record (reached from
 * /admin-consultants/pending), after which the consultant sees the approval on their account page
 * and in their notifications; a fresh executive partner is rejected with a reason from
 * the /admin-exec-partners/pending list, and sees that reason in the same three places; the admin
 * downloads the consultants' report, narrowed to one fresh consultant, as an Excel workbook holding
 * that consultant. Each in English at 1200 px and in French at 800 px; at 800 px no member admin
 * page scrolls sideways. Every text comes from web/src/locales.
 *
 * The demo server is shared with the other specs running at the same time: every applicant is a
 * fresh account made through the api with an e-mail of its own, and the demo's pending-* accounts
 * (which other specs read) are never acted on. Lists are searched for the fresh applicant's row,
 * never counted.
 */

type T = ReturnType<typeof texts>

const PASSWORD = 'violet harbour tangent 42'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A suffix no other test (nor a rerun) has used: letters and digits. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

/**
 * Opens an address of the app and waits until `ready` shows. A full load (the app's scripts, the
 * session, the area's lazy chunks) took about 8 s on the shared, loaded machine, more than the
 * usual 7 s of an expect: that first wait has longer. What follows on the page keeps the usual.
 */
async function open(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path)
  await expect(ready(page)).toBeVisible({ timeout: 30_000 })
}

/** A page's own heading (the admin area's name is the level-1 heading above it). */
const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 2, name })

type ApplicantRole = 'Consultant' | 'ExecPartner'

interface Applicant {
  /** Their own browser context, signed in as registering left them. */
  page: Page
  id: number
  email: string
  /** As the admin pages write a member: first and last name. */
  name: string
}

/** The registration's body for a fresh account of a role (an e-mail nobody has used). */
function registration(role: ApplicantRole, firstName: string) {
  const lastName = `Tester-${unique()}`
  return {
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@members.example`,
    first_name: firstName,
    last_name: lastName,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    role,
  }
}

/**
 * A fresh applicant of a role in a browser context of their own: registered through the api (which
 * signs them in: the context holds the session cookies), reading `language` (the app and the
 * mails), and with the onboarding a consultant or partner needs (phone, expertise, CV) submitted,
 * so that the admins find them PENDING. The app reads the session user from the browser's storage,
 * as sign-in leaves it (e2e/helpers.ts `signInAs` does the same for the demo accounts).
 */
async function submittedApplicant(
  browser: Browser,
  language: Language,
  width: number,
  role: ApplicantRole,
  firstName: string,
): Promise<Applicant> {
  const page = await memberPage(browser, language, width)
  const api = page.request
  const body = registration(role, firstName)
  const created = await api.post('/api/register', { data: body })
  expect(created.status(), await created.text()).toBe(201)
  const user = (
    (await created.json()) as {
      data: { id: number; email: string; first_name: string; last_name: string; user_type: string }
    }
  ).data
  await page.addInitScript((who) => {
    window.localStorage.setItem('userId', String(who.id))
    window.localStorage.setItem('userEmail', who.email)
    window.localStorage.setItem('userFirstName', who.first_name)
    window.localStorage.setItem('userLastName', who.last_name)
    window.localStorage.setItem('userRole', who.user_type)
  }, user)
  await data(await api.put('/api/me/language', { data: { language } }))
  // The onboarding's own browser tests are network-onboarding.spec.ts: here it only has to be done.
  await data(await api.put('/api/network/onboarding/mobile-number', { data: { phone: '+33612345678' } }))
  await data(
    await api.put('/api/network/onboarding/expertise', {
      data: {
        sectors: ['transport'],
        practices: ['operations-supply-chain'],
        functions: ['operations'],
        seniority: 'Senior',
        day_rate: '900',
        available_from: '2027-01-04',
        days_per_week: 4,
      },
    }),
  )
  await data(
    await api.post('/api/network/onboarding/cv', {
      multipart: { file: { name: 'applicant-cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
    }),
  )
  await data(await api.post('/api/network/onboarding/submit'))
  return { page, id: user.id, email: body.email, name: `${body.first_name} ${body.last_name}` }
}

/** The demo admin in a browser context of their own; their name as the admin history writes it. */
async function adminPage(browser: Browser, language: Language, width: number) {
  const page = await memberPage(browser, language, width)
  const name = await signInAs(page, 'Admin')
  return { page, name }
}

/** The fresh applicant's row of a pending page's list (the list is not paged: every applicant is in it). */
function pendingRow(page: Page, t: T, applicant: Applicant, status: 'PENDING' | 'REJECTED' = 'PENDING') {
  return page
    .getByRole('table', { name: t(`network-member-admin:review.caption.${status}`) })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: applicant.name, exact: true }) })
}

/**
 * The mail the platform wrote to `email` whose text holds `words`, read from the outbox (the test
 * server has no SMTP). Mails go after the decision's commit: polled until it is there. The newest
 * mails come first; other tests write some meanwhile, so the first pages are searched.
 */
async function mailTo(admin: APIRequestContext, email: string, words: string) {
  let found: { subject: string; language: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        for (let page = 1; page <= 3 && !found; page += 1) {
          const outbox = await data<{ items: { id: number; to: string }[] }>(
            await admin.get(`/api/admin/mail-outbox?page=${page}`),
          )
          for (const item of outbox.items.filter((mail) => mail.to === email)) {
            const mail = await data<{ subject: string; language: string; text: string }>(
              await admin.get(`/api/admin/mail-outbox/${item.id}`),
            )
            if (mail.text.includes(words)) found = mail
          }
        }
        return found !== undefined
      },
      { message: `a mail to ${email} saying "${words}"`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/** The applicant's notifications, opened from the header's bell (its name carries the unread count). */
async function openNotifications(page: Page, t: T) {
  await page
    .getByRole('button', { name: new RegExp(`^${escape(t('network-notifications:bell.label'))}`) })
    .click()
  return page.getByRole('list', { name: t('network-notifications:list.label') })
}

/**
 * Journey 1: the admin finds the fresh consultant on the pending page, opens their record (what
 * they submitted is there), approves them; the consultant sees it on their account page and in
 * their notifications (the rejection's journey reads the mail: its reason is its own to match).
 */
async function approveConsultant(browser: Browser, language: Language, width: number) {
  const t = texts(language)
  const consultant = await submittedApplicant(browser, language, width, 'Consultant', 'Maren')
  const admin = await adminPage(browser, language, width)
  try {
    const page = admin.page
    await open(
      page,
      '/admin-consultants/pending',
      heading(t('network-member-admin:pending.title.Consultant')),
    )
    const row = pendingRow(page, t, consultant)
    await expect(row).toContainText(consultant.email)
    await expectNoPageOverflow(page)

    // Their record: everything they submitted, and the decision.
    await row.getByRole('link', { name: consultant.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/admin-consultants/details/${consultant.id}$`))
    await expect(page.getByRole('heading', { level: 2, name: consultant.name })).toBeVisible()
    const submitted = page.getByRole('region', { name: t('network-member-admin:submitted.title') })
    await expect(submitted).toContainText(t('common:sectors.transport'))
    await expect(submitted).toContainText(t('common:practices.operations-supply-chain'))
    await expect(submitted).toContainText(t('common:seniority.Senior'))
    await expect(
      submitted.getByRole('link', {
        name: t('network-member-admin:submitted.cvDownload', { name: 'applicant-cv.pdf' }),
      }),
    ).toBeVisible()
    const membership = page.getByRole('region', { name: t('network-member-admin:member.membership') })
    await expect(membership).toContainText(consultant.email)
    await expect(membership).toContainText(t('network-member-admin:states.PENDING'))
    await expectNoPageOverflow(page)

    const decision = page.getByRole('region', { name: t('network-member-admin:details.decision') })
    await decision
      .getByRole('group', { name: t('network-member-admin:review.decide', { name: consultant.name }) })
      .getByRole('button', { name: t('network-member-admin:review.approve'), exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: t('network-member-admin:review.approveTitle') })
    await expect(dialog).toContainText(
      t('network-member-admin:review.approveText', { name: consultant.name }),
    )
    await dialog.getByRole('button', { name: t('network-member-admin:review.approve'), exact: true }).click()
    await expect(
      page.getByText(t('network-member-admin:review.done.approve', { name: consultant.name })),
    ).toBeVisible()
    // The record follows: approved, no decision left to take, the admin's action in the history.
    await expect(decision).toHaveCount(0)
    await expect(membership).toContainText(t('network-member-admin:states.APPROVED'))
    const history = page.getByRole('region', { name: t('network-member-admin:history.title') })
    await expect(
      history.getByText(
        t('network-member-admin:history.line', {
          what: t('network-member-admin:history.actions.approve'),
          who: admin.name,
        }),
      ),
    ).toBeVisible()
    await expectNoPageOverflow(page)

    // The pending list, reached from the area's menu, no longer holds them (once it has loaded).
    await page
      .getByRole('navigation', { name: t('network-member-admin:menu.label.Consultant') })
      .getByRole('link', { name: t('network-member-admin:menu.pending') })
      .click()
    await expect(
      page.getByRole('table', { name: t('network-member-admin:review.caption.PENDING') }),
    ).toBeVisible()
    await expect(pendingRow(page, t, consultant)).toHaveCount(0)

    // The consultant's account page says so, and so does their notice, which leads back there.
    const own = consultant.page
    const summary = own.getByRole('region', { name: t('network-onboarding:summary.title') })
    await open(own, '/my-account', () => summary)
    await expect(summary.getByText(t('network-onboarding:status.APPROVED'))).toBeVisible()
    await expect(summary.getByText(t('network-onboarding:status.PENDING'))).toHaveCount(0)
    await expectNoPageOverflow(own)
    const notices = await openNotifications(own, t)
    const notice = notices
      .getByRole('link')
      .filter({ hasText: t('network-notifications:kinds.member.approved') })
    await expect(notice).toHaveAttribute('href', '/my-account')
  } finally {
    await Promise.all([admin.page.context().close(), consultant.page.context().close()])
  }
}

/**
 * Journey 2: the admin rejects the fresh executive partner from the /admin-exec-partners pending
 * list, with a reason (none is refused first); the rejected list and the record keep the reason;
 * the partner reads it on their account page, in their notification and in the mail.
 */
async function rejectExecPartner(browser: Browser, language: Language, width: number) {
  const t = texts(language)
  const partner = await submittedApplicant(browser, language, width, 'ExecPartner', 'Selim')
  const admin = await adminPage(browser, language, width)
  const adminCalls = await adminApi()
  // Words of the admin's own, unique so that only this rejection's notice and mail match them.
  const reason = `Board-level transport experience is missing (${unique()}).`
  try {
    const page = admin.page
    await open(
      page,
      '/admin-exec-partners/pending',
      heading(t('network-member-admin:pending.title.ExecPartner')),
    )
    const row = pendingRow(page, t, partner)
    await expect(row).toContainText(partner.email)
    await expectNoPageOverflow(page)

    await row
      .getByRole('group', { name: t('network-member-admin:review.decide', { name: partner.name }) })
      .getByRole('button', { name: t('network-member-admin:review.reject'), exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: t('network-member-admin:review.rejectTitle') })
    await expect(dialog).toContainText(t('network-member-admin:review.rejectText', { name: partner.name }))
    const confirm = dialog.getByRole('button', { name: t('network-member-admin:review.reject'), exact: true })
    // No reason: the dialog says it is required, and nothing is sent (the partner stays pending).
    await confirm.click()
    await expect(dialog.getByText(t('network-member-admin:invalid.required'))).toBeVisible()
    await dialog.getByLabel(t('network-member-admin:review.reason')).fill(reason)
    await confirm.click()
    await expect(dialog).toHaveCount(0)
    await expect(
      page.getByText(t('network-member-admin:review.done.reject', { name: partner.name })),
    ).toBeVisible()
    await expect(row).toHaveCount(0)
    await expectNoPageOverflow(page)

    // The rejected applicants' list shows them with the reason; their record keeps it too.
    await page
      .getByRole('group', { name: t('network-member-admin:review.filter') })
      .getByRole('button', { name: t('network-member-admin:states.REJECTED'), exact: true })
      .click()
    await expect(page).toHaveURL(/[?&]status=REJECTED/)
    const rejected = pendingRow(page, t, partner, 'REJECTED')
    await expect(rejected).toContainText(reason)
    await expect(rejected).toContainText(t('network-member-admin:states.REJECTED'))
    await expectNoPageOverflow(page)
    await rejected.getByRole('link', { name: partner.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/admin-exec-partners/details/${partner.id}$`))
    const membership = page.getByRole('region', { name: t('network-member-admin:member.membership') })
    await expect(membership).toContainText(t('network-member-admin:member.reason'))
    await expect(membership).toContainText(reason)
    const history = page.getByRole('region', { name: t('network-member-admin:history.title') })
    await expect(
      history.getByText(
        t('network-member-admin:history.line', {
          what: t('network-member-admin:history.actions.reject'),
          who: admin.name,
        }),
      ),
    ).toBeVisible()
    await expect(history).toContainText(reason)
    await expectNoPageOverflow(page)

    // The partner reads the rejection and its reason on their account page...
    const own = partner.page
    const summary = own.getByRole('region', { name: t('network-onboarding:summary.title') })
    await open(own, '/my-account', () => summary)
    await expect(summary.getByText(t('network-onboarding:status.REJECTED'))).toBeVisible()
    await expect(summary.getByText(t('network-onboarding:status.reason', { reason }))).toBeVisible()
    // ...where they may fix their details and submit again.
    await expect(summary.getByRole('link', { name: t('network-onboarding:summary.continue') })).toBeVisible()
    await expectNoPageOverflow(own)
    // ...in their notification, which quotes the reason...
    const notices = await openNotifications(own, t)
    const notice = notices
      .getByRole('link')
      .filter({ hasText: t('network-notifications:kinds.member.rejected') })
    await expect(notice).toContainText(reason)
    // ...and in the mail, in their language.
    const mail = await mailTo(adminCalls, partner.email, reason)
    expect(mail.language).toBe(language)
  } finally {
    await Promise.all([admin.page.context().close(), partner.page.context().close(), adminCalls.dispose()])
  }
}

/**
 * Journey 3: the admin narrows the consultants' report to a fresh consultant (by e-mail) and
 * downloads it: an .xlsx workbook, not empty, holding that consultant. A fresh account, so that
 * the filter keeps exactly one member whatever the other tests add meanwhile.
 */
async function exportConsultantsReport(browser: Browser, language: Language, width: number) {
  const t = texts(language)
  const registering = await apiSession()
  const fresh = registration('Consultant', 'Ilse')
  try {
    const created = await registering.post('/api/register', { data: fresh })
    expect(created.status(), await created.text()).toBe(201)
  } finally {
    await registering.dispose()
  }
  const admin = await adminPage(browser, language, width)
  try {
    const page = admin.page
    await open(
      page,
      '/admin-consultants/reports',
      heading(
        t('network-member-reports:reports.title', {
          role: t('network-member-reports:roles.Consultant'),
        }),
      ),
    )
    // The chart of registrations and approvals by month, and a first count of the members.
    await expect(
      page.getByRole('figure', { name: t.pattern('network-member-reports:reports.chart') }),
    ).toBeVisible()
    const total = page
      .getByRole('status')
      .filter({ hasText: t.pattern('network-member-reports:reports.total_other') })
    await expect(total).toBeVisible()
    await expectNoPageOverflow(page)

    const filters = page.getByRole('search', { name: t('network-member-reports:reports.filters.label') })
    await filters
      .getByLabel(t('network-member-reports:reports.filters.query'), { exact: true })
      .fill(fresh.email)
    await filters.getByRole('button', { name: t('network-member-reports:reports.filters.apply') }).click()
    await expect(page).toHaveURL(/[?&]query=/)
    // The page keeps the last report until the filtered one arrives: wait for the one member.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t('network-member-reports:reports.total_one', { count: 1 }) }),
    ).toBeVisible()
    const table = page.getByRole('table', { name: t('network-member-reports:reports.table.caption') })
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') })
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(fresh.email)
    await expect(rows.first()).toContainText(t('network-member-reports:states.ONBOARDING'))
    await expectNoPageOverflow(page)

    // The export carries the page's filters, and downloads as an Excel workbook.
    const link = page.getByRole('link', { name: t('network-member-reports:reports.download') })
    await expect(link).toHaveAttribute('href', /member-reports\.xlsx\?.*query=/)
    const downloading = page.waitForEvent('download')
    await link.click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^members-consultant-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const workbook = readFileSync(await download.path())
    expect(workbook.length).toBeGreaterThan(0)
    // A zip (what an .xlsx is) with a workbook of sheets, holding the one consultant kept.
    expect(workbook.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')
    expect(zipEntry(workbook, 'xl/workbook.xml')).toContain('<sheet ')
    const cells = [zipEntry(workbook, 'xl/sharedStrings.xml'), zipEntry(workbook, 'xl/worksheets/sheet1.xml')]
    expect(cells.join('\n')).toContain(fresh.email)
  } finally {
    await admin.page.context().close()
  }
}

for (const [language, width] of [
  ['en', 1200],
  ['fr', 800],
] as const) {
  test(`consultants admin: a fresh applicant approved from their record sees the approval (${language}, ${width} px)`, async ({
    browser,
  }) => {
    // Two browser contexts, an onboarding through the api and full page loads, on a loaded machine.
    test.setTimeout(120_000)
    await approveConsultant(browser, language, width)
  })

  test(`exec partners admin: a fresh applicant rejected with a reason reads the reason (${language}, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    await rejectExecPartner(browser, language, width)
  })

  test(`consultants admin: the report, filtered, downloads as an Excel workbook (${language}, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    await exportConsultantsReport(browser, language, width)
  })
}

type Section = 'reports' | 'pending' | 'search'

/** Each member admin area and its sections, as its menu lists them. */
const AREAS = [
  { role: 'Consultant', path: '/admin-consultants', sections: ['reports', 'pending', 'search'] },
  { role: 'ExecPartner', path: '/admin-exec-partners', sections: ['reports', 'pending'] },
  { role: 'Client', path: '/admin-clients', sections: ['reports', 'pending'] },
] as const satisfies readonly { role: ApplicantRole | 'Client'; path: string; sections: readonly Section[] }[]

/**
 * A section's heading, and what shows once its data is there: a wide table only comes with its
 * data, so the width is measured then. The demo seeds members and pending applicants of each role.
 */
function sectionOf(page: Page, t: T, role: ApplicantRole | 'Client', section: Section) {
  if (section === 'reports')
    return {
      title: t('network-member-reports:reports.title', { role: t(`network-member-reports:roles.${role}`) }),
      loaded: page.getByRole('table', { name: t('network-member-reports:reports.table.caption') }),
    }
  if (section === 'pending')
    return {
      title: t(`network-member-admin:pending.title.${role}`),
      loaded: page.getByRole('table', { name: t('network-member-admin:review.caption.PENDING') }),
    }
  return {
    title: t('network-member-reports:search.title'),
    loaded: page.getByRole('list', { name: t('network-member-reports:search.listLabel') }),
  }
}

for (const language of ['en', 'fr'] as const) {
  test(`member admin pages do not scroll sideways at 800 px (${language})`, async ({ page }) => {
    test.setTimeout(120_000)
    const t = texts(language)
    await page.setViewportSize({ width: 800, height: 900 })
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
    await useLanguage(page, language)
    await signInAs(page, 'Admin')
    for (const { role, path, sections } of AREAS) {
      // The area's first section by its address, the others from the area's menu, as an admin goes.
      for (const [index, section] of sections.entries()) {
        const { title, loaded } = sectionOf(page, t, role, section)
        if (index === 0) await open(page, `${path}/${section}`, heading(title))
        else {
          await page
            .getByRole('navigation', { name: t(`network-member-admin:menu.label.${role}`) })
            .getByRole('link', { name: t(`network-member-admin:menu.${section}`) })
            .click()
          await expect(heading(title)(page)).toBeVisible()
        }
        await expect(loaded).toBeVisible()
        await expectNoPageOverflow(page)
      }
    }
  })
}
