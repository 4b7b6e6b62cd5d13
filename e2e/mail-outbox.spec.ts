import { expect, request as playwrightRequest, test } from '@playwright/test'
import { LANGUAGES, signInAs, uniqueAddress, useLanguage, WIDTHS } from './helpers.js'
import { texts } from './texts.js'

/**
 * Issue 15, the mail port without SMTP: the server the tests start has no SMTP_URL, so every mail
 * lands in the outbox. A new user asks for a password reset in their language; an admin finds the
 * mail at /admin-web-site/mail-outbox, reads its HTML in a sandboxed frame and its text, in English
 * and French at 800, 1200 and 1800 px; a member is told the page is for admins.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

/** The reset mail's own words (services/api/src/identity/accounts/password-reset-mail.ts). */
const RESET_MAIL = {
  en: { subject: 'Reset your IQS password', link: 'Choose a new password' },
  fr: { subject: 'Réinitialisez votre mot de passe IQS', link: 'Choisir un nouveau mot de passe' },
} as const

/** Registers a user who reads `language`, and asks for their password reset link: one mail out. */
async function resetMailFor(baseURL: string, language: 'en' | 'fr'): Promise<string> {
  const email = `outbox-${language}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  })
  try {
    const password = 'a long unusual passphrase for the outbox'
    const registered = await api.post('/api/register', {
      data: {
        email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        password,
        password_confirmation: password,
        role: 'Client',
      },
    })
    expect(registered.status(), await registered.text()).toBe(201)
    expect((await api.put('/api/me/language', { data: { language } })).ok()).toBe(true)
    expect((await api.post('/api/password/forgot', { data: { email } })).ok()).toBe(true)
  } finally {
    await api.dispose()
  }
  return email
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`an admin reads a reset mail in the outbox, HTML and text (${language}, ${width} px)`, async ({
      page,
      baseURL,
    }) => {
      const t = texts(language)
      const email = await resetMailFor(baseURL!, language)
      await page.setViewportSize({ width, height: 900 })
      await useLanguage(page, language)
      await signInAs(page, 'Admin')
      await page.goto('/admin-web-site/mail-outbox')

      await expect(page.getByRole('heading', { name: t('admin-mail:title') })).toBeVisible()
      await expect(page.getByText(t('admin-mail:intro'))).toBeVisible()
      const row = page
        .getByRole('table', { name: t('admin-mail:table.label') })
        .getByRole('row')
        .filter({ hasText: email })
      await expect(row).toContainText(RESET_MAIL[language].subject)
      await expect(row).toContainText(t(`admin-mail:languages.${language}`))
      await row
        .getByRole('button', { name: t('admin-mail:table.open', { subject: RESET_MAIL[language].subject }) })
        .click()

      // The HTML, in a frame that may run nothing: the link is there, and leads to the reset page.
      const frame = page.locator('iframe[sandbox=""]')
      await expect(frame).toHaveAttribute(
        'title',
        t('admin-mail:mail.frameTitle', { subject: RESET_MAIL[language].subject }),
      )
      const link = page
        .frameLocator('iframe[sandbox=""]')
        .getByRole('link', { name: RESET_MAIL[language].link })
      await expect(link).toHaveAttribute('href', /\/my-account\/reset-password\?token=[\w%-]+/)

      // The opened mail is in the address: a reload shows it again.
      await page.reload()
      await expect(page.locator('iframe[sandbox=""]')).toBeVisible()

      await page.getByRole('button', { name: t('admin-mail:mail.text'), exact: true }).click()
      await expect(page.locator('.mail-outbox__text')).toContainText(`${RESET_MAIL[language].link}:`)
      await expect(page.locator('.mail-outbox__text')).toContainText('/my-account/reset-password?token=')
      await expect(page.locator('iframe[sandbox=""]')).toHaveCount(0)

      // Nothing is wider than the window: the table scrolls in its own frame if it must.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }

  test(`a member is told the outbox is for admins (${language})`, async ({ page }) => {
    const t = texts(language)
    await useLanguage(page, language)
    await signInAs(page, 'Consultant')
    await page.goto('/admin-web-site/mail-outbox')
    await expect(page.getByRole('heading', { name: t('common:adminArea.denied.title') })).toBeVisible()
    await expect(page.getByText(t('common:adminArea.denied.adminsOnly'))).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })
}
