import { expect, test } from '@playwright/test'
import { signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { texts } from './texts.js'

/**
 * Issue 18: admin groups. The demo's webmaster holds the web-site group only: the header shows her
 * that area alone, the other areas' pages tell her which group they need, and the api refuses her
 * their calls; the demo admin holds every group and sees each admin's on /admin-access.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

for (const [language, width] of [
  ['en', 1200],
  ['fr', 800],
] as const) {
  test(`an admin of the web site only is refused the other areas, in the app and by the api (${language}, ${width} px)`, async ({
    page,
  }) => {
    const t = texts(language)
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'WebSite')
    for (const [path, group] of [
      ['/iqs-tokens/white-list', 'tokens'],
      ['/admin-projects/reports', 'projects'],
      ['/admin-consultants/pending', 'consultants'],
      ['/admin-iqstem/iq-leads', 'iqstem'],
      ['/admin-access', 'admins'],
    ] as const) {
      await page.goto(path)
      const refusal = page.getByRole('alert').filter({ hasText: t('common:adminArea.denied.title') })
      await expect(refusal, path).toContainText(t(`common:adminArea.permissions.${group}`))
    }
    await page.goto('/admin-web-site/publications')
    await expect(page.getByRole('alert').filter({ hasText: t('common:adminArea.denied.title') })).toHaveCount(
      0,
    )
    if (width >= 1100) {
      const nav = page.getByRole('navigation', { name: t('common:nav.label') })
      await expect(nav.getByRole('link')).toHaveCount(1)
      await expect(nav.getByRole('link')).toHaveAttribute('href', '/admin-web-site')
    }
    for (const url of [
      '/api/admin/iqs/white-list',
      '/api/admin/admins',
      '/api/admin/network/members?role=Client',
    ]) {
      const response = await page.request.get(url)
      expect(response.status(), url).toBe(403)
      expect(((await response.json()) as { error: { code: string } }).error.code, url).toBe(
        'ADMIN_PERMISSION_MISSING',
      )
    }
    expect((await page.request.get('/api/admin/mail-outbox')).status()).toBe(200)
  })
}

test('the demo admin sees every admin and the groups each holds (fr, 1800 px)', async ({ page }) => {
  const t = texts('fr')
  await page.setViewportSize({ width: 1800, height: 900 })
  await useLanguage(page, 'fr')
  await signInAs(page, 'Admin')
  await page.goto('/admin-access')
  await expect(page.getByRole('heading', { name: t('admin-access:title') })).toBeVisible()
  const wendy = page.getByRole('group', { name: t('admin-access:groups', { name: 'Wendy Webmaster' }) })
  await expect(
    wendy.getByRole('checkbox', { name: t('common:adminArea.permissions.web_site') }),
  ).toBeChecked()
  await expect(
    wendy.getByRole('checkbox', { name: t('common:adminArea.permissions.tokens') }),
  ).not.toBeChecked()
  const alice = page.getByRole('group', { name: t('admin-access:groups', { name: 'Alice Admin' }) })
  await expect(alice.getByRole('checkbox')).toHaveCount(8)
  for (const box of await alice.getByRole('checkbox').all()) await expect(box).toBeChecked()
})
