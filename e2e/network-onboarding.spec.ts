import { expect, test, type Page } from '@playwright/test'
import { uniqueAddress, useLanguage } from './helpers.js'
import { texts, type Language } from './texts.js'

/**
 * Issue 15, the onboarding after registration, against the real api: a new user of each role
 * registers and walks their steps to the end (pending review), in English and French at 800, 1200
 * and 1800 px (spread over the tests); a reload shows what was saved; a bad phone gets the field's
 * message and saves nothing; a CV of the wrong type is refused with the spec's text. Every text
 * comes from web/src/locales.
 */

const PASSWORD = 'violet harbour tangent 42'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

let counter = 0
/** Registers a new user of a role through the form, optionally with a phone; lands on the first step. */
async function register(page: Page, language: Language, role: string, phone?: string): Promise<void> {
  const t = texts(language)
  counter += 1
  await page.goto(`/my-account/register/form/${role}`)
  await page.getByLabel(t('account:fields.firstName'), { exact: true }).fill('Ada')
  await page.getByLabel(t('account:fields.lastName'), { exact: true }).fill('Lovelace')
  await page
    .getByLabel(t('account:fields.email'), { exact: true })
    .fill(`onboarding-${role.toLowerCase()}-${Date.now()}-${counter}@example.com`)
  await page.getByLabel(t('account:fields.password'), { exact: true }).fill(PASSWORD)
  await page.getByLabel(t('account:fields.confirmPassword'), { exact: true }).fill(PASSWORD)
  if (phone) await page.getByLabel(t('account:fields.phone'), { exact: true }).fill(phone)
  await page.getByRole('button', { name: t('account:register.submit') }).click()
  await expect(page).toHaveURL(/\/my-account\/mobile-number$/)
}

const save = (page: Page, language: Language) =>
  page.getByRole('button', { name: texts(language)('network-onboarding:actions.save'), exact: true }).click()
const saveAndContinue = (page: Page, language: Language) =>
  page.getByRole('button', { name: texts(language)('network-onboarding:actions.saveAndContinue') }).click()

/** The phone step: a bad number is refused on its field and saves nothing; then a good one. */
async function mobileNumberStep(page: Page, language: Language, saved: string) {
  const t = texts(language)
  const phone = page.getByLabel(t('network-onboarding:mobile.label'), { exact: true })
  await expect(phone).toHaveValue(saved)
  await phone.fill('12')
  await save(page, language)
  await expect(page.getByText(t('network-onboarding:validation.phoneInvalid'))).toBeVisible()
  await page.reload()
  await expect(page.getByLabel(t('network-onboarding:mobile.label'), { exact: true })).toHaveValue(saved)
  await page.getByLabel(t('network-onboarding:mobile.label'), { exact: true }).fill('+33 6 12 34 56 78')
  await saveAndContinue(page, language)
}

async function expertiseStep(page: Page, language: Language) {
  const t = texts(language)
  await expect(page.getByRole('heading', { name: t('network-onboarding:expertise.title') })).toBeVisible()
  // Nothing chosen: each field says what it needs, and nothing is sent.
  await save(page, language)
  await expect(page.getByText(t('network-onboarding:validation.chooseOne')).first()).toBeVisible()
  await page.getByRole('checkbox', { name: t('common:sectors.banking') }).check()
  await page.getByRole('checkbox', { name: t('common:practices.data-ai') }).check()
  await page.getByRole('checkbox', { name: t('common:functions.technology') }).check()
  await page.getByLabel(t('network-onboarding:expertise.seniority'), { exact: true }).selectOption('Senior')
  await page.getByLabel(t('network-onboarding:expertise.dayRate'), { exact: true }).fill('850.5')
  await page.getByLabel(t('network-onboarding:expertise.availableFrom'), { exact: true }).fill('2027-01-04')
  await page.getByLabel(t('network-onboarding:expertise.daysPerWeek'), { exact: true }).selectOption('4')
  await saveAndContinue(page, language)
  await expect(page).toHaveURL(/\/my-account\/cv-upload$/)
}

/** The CV step; `next` is 'leaves' when the step after it is another page (the partner's showcase). */
async function cvStep(page: Page, language: Language, next: 'stays' | 'leaves' = 'stays') {
  const t = texts(language)
  const input = page.getByLabel(t('network-onboarding:cv.label'), { exact: true })
  await input.setInputFiles({
    name: 'cv.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  })
  await expect(page.getByRole('alert').filter({ hasText: t('errors:CV_FORMAT_NOT_ALLOWED') })).toBeVisible()
  // Named as a PDF but not one: the server reads the content and refuses it with the same text.
  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') })
  await save(page, language)
  await expect(page.getByRole('alert').filter({ hasText: t('errors:CV_FORMAT_NOT_ALLOWED') })).toBeVisible()
  await input.setInputFiles({ name: 'Ada-CV.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByText('Ada-CV.pdf').first()).toBeVisible()
  await saveAndContinue(page, language)
  if (next === 'stays') await expect(page.getByText(new RegExp(`Ada-CV\\.pdf`)).first()).toBeVisible()
}

async function submitAndSeePending(page: Page, language: Language) {
  const t = texts(language)
  await page.getByRole('button', { name: t('network-onboarding:status.submit') }).click()
  await expect(page.getByText(t('network-onboarding:status.PENDING'))).toBeVisible()
  await page.reload()
  await expect(page.getByText(t('network-onboarding:status.PENDING'))).toBeVisible()
}

test('a consultant registers, walks the onboarding and submits (en, 1200 px)', async ({ page }) => {
  const language = 'en'
  const t = texts(language)
  await page.setViewportSize({ width: 1200, height: 900 })
  await useLanguage(page, language)
  await register(page, language, 'Consultant', '+44 20 7946 0958')
  const progress = page.getByRole('navigation', { name: t('network-onboarding:progress.label') })
  await expect(
    progress.getByText(t('network-onboarding:progress.count', { done: 1, total: 3 })),
  ).toBeVisible()
  await mobileNumberStep(page, language, '+442079460958')
  await expertiseStep(page, language)
  await cvStep(page, language)
  await submitAndSeePending(page, language)

  // A reload of a step shows what was saved.
  await page.goto('/my-account/expertise')
  await expect(page.getByLabel(t('network-onboarding:expertise.dayRate'), { exact: true })).toHaveValue(
    '850.50',
  )
  await expect(page.getByRole('checkbox', { name: t('common:sectors.banking') })).toBeChecked()
  await expect(page.getByLabel(t('network-onboarding:expertise.daysPerWeek'), { exact: true })).toHaveValue(
    '4',
  )
})

test('a client registers, fills the company and submits (fr, 1800 px)', async ({ page }) => {
  const language = 'fr'
  const t = texts(language)
  await page.setViewportSize({ width: 1800, height: 900 })
  await useLanguage(page, language)
  await register(page, language, 'Client')
  await mobileNumberStep(page, language, '')
  await expect(page).toHaveURL(/\/my-account\/company$/)
  await page.getByLabel(t('network-onboarding:company.name'), { exact: true }).fill('Acme SAS')
  await page.getByLabel(t('network-onboarding:company.registration'), { exact: true }).fill('552 100 554')
  await page
    .getByLabel(t('network-onboarding:company.address'), { exact: true })
    .fill('1 rue de Rivoli, 75001 Paris')
  await page.getByLabel(t('network-onboarding:company.country'), { exact: true }).selectOption('FR')
  await page.getByLabel(t('network-onboarding:company.size'), { exact: true }).selectOption('51-200')
  await page.getByLabel(t('network-onboarding:company.sector'), { exact: true }).selectOption('banking')
  await saveAndContinue(page, language)
  await submitAndSeePending(page, language)
  await expect(page.getByLabel(t('network-onboarding:company.name'), { exact: true })).toHaveValue('Acme SAS')
  await expect(page.getByLabel(t('network-onboarding:company.size'), { exact: true })).toHaveValue('51-200')
})

test('an executive partner walks to the optional showcase; the account page shows what is left (en, 800 px)', async ({
  page,
}) => {
  const language = 'en'
  const t = texts(language)
  await page.setViewportSize({ width: 800, height: 900 })
  await useLanguage(page, language)
  await register(page, language, 'ExecPartner', '+33 6 98 76 54 32')
  await mobileNumberStep(page, language, '+33698765432')
  await expertiseStep(page, language)
  await cvStep(page, language, 'leaves')
  await expect(page).toHaveURL(/\/my-account\/showcase/)
  await page.goto('/my-account')
  const summary = page.getByRole('region', { name: t('network-onboarding:summary.title') })
  await expect(summary.getByRole('link', { name: t('network-onboarding:steps.showcase') })).toHaveAttribute(
    'href',
    '/my-account/showcase',
  )
  // The showcase is optional: the application can go now, from any step.
  await page.goto('/my-account/cv-upload')
  await submitAndSeePending(page, language)
})

test('an IQStem member registers with a phone and submits at once (fr, 800 px)', async ({ page }) => {
  const language = 'fr'
  const t = texts(language)
  await page.setViewportSize({ width: 800, height: 900 })
  await useLanguage(page, language)
  await register(page, language, 'IQStem', '+33 6 11 22 33 44')
  await expect(page.getByLabel(t('network-onboarding:mobile.label'), { exact: true })).toHaveValue(
    '+33611223344',
  )
  await submitAndSeePending(page, language)
  await page.goto('/my-account')
  await expect(
    page
      .getByRole('region', { name: t('network-onboarding:summary.title') })
      .getByText(t('network-onboarding:status.PENDING')),
  ).toBeVisible()
})
