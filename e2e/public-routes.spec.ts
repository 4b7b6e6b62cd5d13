import { expect, test } from '@playwright/test'
import { LANGUAGES, useLanguage, WIDTHS } from './helpers.js'

/** Every public route with its title in both languages. */
const ROUTES = [
  [
    '/other-public/home',
    'Elite talent for your digital projects',
    "Des talents d'élite pour vos projets numériques",
  ],
  ['/other-public/projects', 'Projects', 'Projets'],
  ['/other-public/publications', 'Publications', 'Publications'],
  ['/other-public/contact-us', 'Contact us', 'Nous contacter'],
  ['/other-public/search?query=data', 'Search', 'Recherche'],
  ['/about-us/services', 'Our services', 'Nos services'],
  ['/about-us/practices', 'Our practices', 'Nos pratiques'],
  ['/about-us/clients', 'Why us', 'Pourquoi nous'],
  ['/about-us/exec-partners', 'Executive partners', 'Partenaires exécutifs'],
  ['/about-us/consultants', 'Consultants', 'Consultants'],
  ['/about-us/iqstem', 'The IQStem ecosystem', "L'écosystème IQStem"],
  ['/about-us/iqs-tokens', 'IQS share tokens', 'Les jetons de parts IQS'],
  ['/our-leaders/sector', 'Our leaders', 'Nos leaders'],
  ['/our-leaders/practice', 'Our leaders', 'Nos leaders'],
  ['/our-leaders/function', 'Our leaders', 'Nos leaders'],
] as const

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`every public route at ${width} px in ${language}`, async ({ page }) => {
      // Fifteen page loads in one test: three times the usual time (the shared machine can take
      // seconds over one load; CI met 30 s).
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      await useLanguage(page, language)
      for (const [path, en, fr] of ROUTES) {
        await page.goto(path)
        const title = page.getByRole('heading', { level: 1, name: language === 'en' ? en : fr, exact: true })
        await expect(title, path).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        // Layout rules (spec §2): title in the header from 1750 px, menu drawer below 1100 px.
        const inHeader = await title.evaluate((el) => !!el.closest('header'))
        expect(inHeader, path).toBe(width >= 1750)
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(width < 1100 ? 1 : 0)
        await expect(page.getByRole('contentinfo')).toContainText(
          language === 'en' ? '© 2024 IQS' : '© 2024 IQS',
        )
        // Nothing wider than the window.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0)
      }
    })
  }
}

test('ads sit under the content below 1750 px and in the left column from 1750 px', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 })
  await page.goto('/about-us/services')
  const ads = page.getByRole('region', { name: 'Featured' })
  await expect(ads.getByRole('listitem')).toHaveCount(4)
  const main = await page.getByRole('main').boundingBox()
  const below = await ads.boundingBox()
  expect(below!.y).toBeGreaterThan(main!.y + main!.height - 1)
  // Descriptions are cut at 80 characters plus an ellipsis.
  for (const text of await ads.locator('.ad-card__description').allTextContents()) {
    expect(text.length).toBeLessThanOrEqual(83)
  }
  await expect(ads.getByText(/\.\.\.$/).first()).toBeVisible()
  const image = ads.locator('img').first()
  await expect(image).toHaveAttribute('src', /^\/api\/storage\/ads\//)
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  await page.setViewportSize({ width: 1800, height: 900 })
  const side = page.getByRole('complementary', { name: 'Menu and ads' })
  await expect(side.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(side.getByRole('region', { name: 'Featured' })).toBeVisible()
  const column = await side.boundingBox()
  const content = await page.getByRole('main').boundingBox()
  expect(column!.x + column!.width).toBeLessThanOrEqual(content!.x)
})

test('the drawer holds the menu below 1100 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await page.goto('/about-us/services')
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Publications' }).click()
  await expect(page).toHaveURL(/\/other-public\/publications$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
