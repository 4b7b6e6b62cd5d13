import { expect, test } from '@playwright/test'
import { useLanguage } from './helpers.js'

test('projects: search, filters, pagination and detail', async ({ page }) => {
  await useLanguage(page, 'fr')
  await page.goto('/other-public/projects')
  const list = page.getByRole('list', { name: 'Projets' })
  // One heading per project card (a card's facts are a nested list).
  const cards = list.getByRole('heading', { level: 2 })
  await expect(cards).toHaveCount(10)
  // The 20 seeded rows, the demo client's and partner's published projects (issue 16), and what
  // the projects journeys running beside this test publish: at least 22.
  await expect(page.getByText(/^\d+ projets$/)).toBeVisible()
  const total = Number((await page.getByText(/^\d+ projets$/).innerText()).split(' ')[0])
  expect(total).toBeGreaterThanOrEqual(22)
  await page.getByRole('button', { name: 'Suivant' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(cards).toHaveCount(10)
  await expect(page.getByText('Contact non renseigné').first()).toBeVisible()

  await page.getByPlaceholder('Rechercher un projet').fill('cloud')
  await page.getByRole('button', { name: 'Chercher', exact: true }).click()
  await expect(page).toHaveURL(/query=cloud/)
  await expect(list.getByRole('link', { name: 'Cloud cost optimisation (FinOps)' })).toBeVisible()

  await page.getByRole('button', { name: 'Effacer les filtres' }).click()
  await page.getByRole('combobox', { name: 'Secteur' }).selectOption('banking')
  await page.getByRole('combobox', { name: 'Ville' }).selectOption('Paris')
  // Two seeded banking projects in Paris, and any the applications journey published there.
  await expect(list.getByRole('link', { name: 'Core banking migration lead' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Expérience' }).selectOption('Lead')
  await expect(cards).toHaveCount(1)
  await page.getByRole('combobox', { name: 'Contact' }).selectOption('Claire Moreau')
  await expect(
    page.getByText('Aucun projet trouvé. Essayez de modifier vos critères de recherche.'),
  ).toBeVisible()
  await page.getByRole('combobox', { name: 'Contact' }).selectOption('')
  await page.getByLabel('Titre', { exact: true }).fill('core banking')
  await page.getByRole('button', { name: 'Chercher', exact: true }).click()
  await expect(cards).toHaveCount(1)

  await list.getByRole('link', { name: 'Core banking migration lead' }).click()
  await expect(page).toHaveURL(/\/other-public\/projects\/\d+$/)
  await expect(page.getByRole('link', { name: 'Postuler à ce rôle' })).toHaveAttribute(
    'href',
    '/my-account/register',
  )
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copier le lien de partage' }).click()
  await expect(page.getByText('Lien copié dans le presse-papiers')).toBeVisible()
})

test('publications: list, search, detail and download', async ({ page }) => {
  await useLanguage(page, 'fr')
  await page.goto('/other-public/publications')
  await expect(page.getByRole('list', { name: 'Publications' }).getByRole('listitem')).toHaveCount(8)
  await expect(page.getByText('Titre non renseigné')).toBeVisible()

  await page.getByPlaceholder('Rechercher une publication').fill('NIS2')
  await page.getByRole('button', { name: 'Chercher', exact: true }).click()
  const items = page.getByRole('list', { name: 'Publications' }).getByRole('listitem')
  await expect(items).toHaveCount(1)

  const downloadPromise = page.waitForEvent('download')
  await items.getByRole('link', { name: /Télécharger ici/ }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('nis2-readiness.pdf')

  // In French, the French title (issue 18): 'Se préparer à NIS2 ...'.
  await items.getByRole('link', { name: /Se préparer à NIS2/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: /Se préparer à NIS2/ })).toBeVisible()
  const response = await page.request.get(
    (await page.getByRole('link', { name: /Télécharger ici/ }).getAttribute('href'))!,
  )
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('leaders: by sector, practice and function, cards made of the partners’ profiles', async ({ page }) => {
  await page.goto('/our-leaders/sector')
  await page.getByRole('button', { name: /Insurance/ }).click()
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Nadia Benali', 'James Whitaker'])
  const cv = page.getByRole('link', { name: 'View the CV' }).first()
  await expect(cv).toHaveAttribute('href', /\/api\/leaders\/\d+\/cv$/)
  const response = await page.request.get((await cv.getAttribute('href')) ?? '')
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page.getByText('No reviews yet').first()).toBeVisible()
  await page.getByRole('link', { name: 'By function' }).click()
  await page.getByRole('button', { name: /Technology/ }).click()
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3)
})

test('contact: offices, offline map and a working form', async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  await page.goto('/other-public/contact-us')
  const map = page.getByRole('img', { name: /Map of our offices/ })
  await expect(map).toBeVisible()
  for (const city of ['Paris', 'London', 'New York', 'Brussels']) {
    await expect(map.getByText(city, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: city })).toBeVisible()
  }
  await page.getByLabel('Full name').fill('Ada Lovelace')
  await page.getByLabel('E-mail address').fill('ada@example.com')
  await page.getByLabel('Subject', { exact: true }).fill('A data governance mission')
  await page
    .getByLabel('Message', { exact: true })
    .fill('We would like to discuss a data governance mission next quarter.')
  await page.getByRole('button', { name: 'Send the message' }).click()
  await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible()
  await expect(page.getByText(/Message received \(reference #\d+\)/)).toBeVisible()
})

test('newsletter: the footer box subscribes and says so', async ({ page }) => {
  await page.goto('/other-public/home')
  await page.getByLabel('Newsletter').fill(`reader-${Date.now()}@example.com`)
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/newsletter') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Subscribe' }).click()
  expect((await answer).status()).toBe(201)
  await expect(page.getByText('Thank you! You are subscribed to our newsletter.')).toBeVisible()
  await expect(page.getByLabel('Newsletter')).toHaveValue('')
})
