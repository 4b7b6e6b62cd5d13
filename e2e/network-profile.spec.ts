import { expect, test, type Page } from '@playwright/test'
import { open } from 'node:fs/promises'
import { signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { texts, type Language } from './texts.js'

/**
 * Issue 15, the profile (/my-profile) and the exec partner's showcase, against the real api, in
 * English and French at 800, 1200 and 1800 px (spread over the tests): a new member edits every
 * section, reload shows what was saved, bad input gets the field's message and saves nothing, and a
 * 20 MB or wrong-type photo is refused with the spec's file messages. Every text comes from
 * web/src/locales.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

let counter = 0
/** Registers a new member of `role` through the api (the page gets the session) and stores the session user. */
async function registerMember(page: Page, role: 'Consultant' | 'ExecPartner'): Promise<void> {
  counter += 1
  const email = `profile-${Date.now().toString(36)}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'violet orbit lantern quietly 42'
  // The api limits registrations per address; `page.request` does not carry the page's headers.
  const response = await page.request.post('/api/register', {
    headers: { 'x-forwarded-for': uniqueAddress() },
    data: {
      email,
      first_name: 'Alex',
      last_name: role === 'Consultant' ? 'Consultant' : 'Partner',
      password,
      password_confirmation: password,
      role,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { data } = (await response.json()) as {
    data: { id: number; email: string; first_name: string; last_name: string; user_type: string }
  }
  await page.addInitScript((user) => {
    window.localStorage.setItem('userId', String(user.id))
    window.localStorage.setItem('userEmail', user.email)
    window.localStorage.setItem('userFirstName', user.first_name)
    window.localStorage.setItem('userLastName', user.last_name)
    window.localStorage.setItem('userRole', user.user_type)
  }, data)
}

async function start(page: Page, language: Language, width: number, role: 'Consultant' | 'ExecPartner') {
  await page.setViewportSize({ width, height: 900 })
  await useLanguage(page, language)
  await registerMember(page, role)
  return texts(language)
}

/** A section's form (add or edit), by its heading. */
const form = (page: Page, name: string) => page.getByRole('form', { name })

test('edits the headline and the address; bad input is refused on the field (en, 800 px)', async ({
  page,
}) => {
  const t = await start(page, 'en', 800, 'Consultant')
  await page.goto('/my-profile/headline')
  const title = page.getByLabel(t('network-profile:headline.titleField'))
  await title.fill('')
  await page.getByRole('button', { name: t('network-profile:form.save') }).click()
  await expect(page.getByText(t('network-profile:invalid.required'))).toBeVisible()
  await title.fill('Cloud architect')
  await page.getByLabel(t('network-profile:headline.summary')).fill('Fifteen years of cloud.\nAWS and GCP.')
  await page.getByRole('button', { name: t('network-profile:form.save') }).click()
  await expect(page.getByText(t('network-profile:headline.saved'))).toBeVisible()
  await page.reload()
  await expect(page.getByLabel(t('network-profile:headline.titleField'))).toHaveValue('Cloud architect')
  await expect(page.getByLabel(t('network-profile:headline.summary'))).toHaveValue(
    'Fifteen years of cloud.\nAWS and GCP.',
  )

  await page.goto('/my-profile/address')
  await page.getByLabel(t('network-profile:address.address_line')).fill('1 rue de Rivoli')
  await page.getByLabel(t('network-profile:address.postal_code')).fill('75001')
  await page.getByRole('button', { name: t('network-profile:form.save') }).click()
  // City and country missing: each says so, and nothing is saved.
  await expect(page.getByText(t('network-profile:invalid.required'))).toBeVisible()
  await expect(page.getByText(t('network-profile:invalid.country'))).toBeVisible()
  await page.getByLabel(t('network-profile:address.city')).fill('Paris')
  await page.getByLabel(t('network-profile:address.country')).selectOption('FR')
  await page.getByRole('button', { name: t('network-profile:form.save') }).click()
  await expect(page.getByText(t('network-profile:address.saved'))).toBeVisible()
  await page.reload()
  await expect(page.getByLabel(t('network-profile:address.city'))).toHaveValue('Paris')
  await expect(page.getByLabel(t('network-profile:address.country'))).toHaveValue('FR')

  await page.goto('/my-profile')
  await expect(page.getByText(t('network-profile:overview.percent', { percent: 25 }))).toBeVisible()
})

test('adds education and experience, refuses an end before the start, reorders (fr, 1200 px)', async ({
  page,
}) => {
  const t = await start(page, 'fr', 1200, 'ExecPartner')
  await page.goto('/my-profile/education')
  await expect(page.getByText(t('network-profile:education.empty'))).toBeVisible()
  await page.getByRole('button', { name: t('network-profile:education.add') }).click()
  const education = form(page, t('network-profile:education.addTitle'))
  await education.getByLabel(t('network-profile:education.school')).fill('INSA Lyon')
  await education.getByLabel(t('network-profile:education.degree')).fill('Ingénieur')
  await education.getByLabel(t('network-profile:education.startYear')).fill('2010')
  await education.getByLabel(t('network-profile:education.endYear')).fill('2008')
  await education.getByRole('button', { name: t('network-profile:form.save') }).click()
  await expect(education.getByText(t('network-profile:invalid.endBeforeStart'))).toBeVisible()
  await education.getByLabel(t('network-profile:education.endYear')).fill('2015')
  await education.getByRole('button', { name: t('network-profile:form.save') }).click()
  await expect(page.getByRole('list', { name: t('network-profile:education.title') })).toContainText(
    'INSA Lyon',
  )

  await page.goto('/my-profile/experience')
  for (const company of ['Alpha', 'Beta']) {
    await page.getByRole('button', { name: t('network-profile:experience.add') }).click()
    const experience = form(page, t('network-profile:experience.addTitle'))
    await experience.getByLabel(t('network-profile:experience.company')).fill(company)
    await experience.getByLabel(t('network-profile:experience.jobTitle')).fill('Directeur')
    await experience.getByLabel(t('network-profile:experience.startDate')).fill('2019-04')
    await experience.getByRole('button', { name: t('network-profile:form.save') }).click()
    await expect(page.getByRole('list', { name: t('network-profile:experience.title') })).toContainText(
      company,
    )
  }
  // Keyboard: Tab to "move Alpha down", Enter.
  const down = page.getByRole('button', {
    name: t('network-profile:list.moveDown', { name: 'Directeur, Alpha' }),
  })
  await down.focus()
  await page.keyboard.press('Enter')
  await expect(
    page
      .getByRole('list', { name: t('network-profile:experience.title') })
      .getByRole('listitem')
      .first(),
  ).toContainText('Beta')
  await page.reload()
  const items = page.getByRole('list', { name: t('network-profile:experience.title') }).getByRole('listitem')
  await expect(items.first()).toContainText('Beta')
  await expect(items.nth(1)).toContainText('Alpha')
})

test('adds a publication, languages and skills; refuses a bad link and a duplicate; deletes (en, 1800 px)', async ({
  page,
}) => {
  const t = await start(page, 'en', 1800, 'Consultant')
  await page.goto('/my-profile/publications')
  await page.getByRole('button', { name: t('network-profile:publications.add') }).click()
  const publication = form(page, t('network-profile:publications.addTitle'))
  await publication.getByLabel(t('network-profile:publications.titleField')).fill('On cloud costs')
  await publication.getByLabel(t('network-profile:publications.date')).fill('2024-02-10')
  await publication.getByLabel(t('network-profile:publications.link')).fill('ftp://nope')
  await publication.getByRole('button', { name: t('network-profile:form.save') }).click()
  await expect(publication.getByText(t('network-profile:invalid.link'))).toBeVisible()
  await publication.getByLabel(t('network-profile:publications.link')).fill('https://example.com/cloud-costs')
  await publication.getByRole('button', { name: t('network-profile:form.save') }).click()
  await expect(page.getByRole('link', { name: t('network-profile:publications.open') })).toHaveAttribute(
    'href',
    'https://example.com/cloud-costs',
  )

  await page.goto('/my-profile/languages')
  for (const [language, level] of [
    ['Italian', 'professional_working'],
    ['Japanese', 'elementary'],
  ] as const) {
    await page.getByRole('button', { name: t('network-profile:languages.add') }).click()
    const row = form(page, t('network-profile:languages.addTitle'))
    await row.getByLabel(t('network-profile:languages.language')).selectOption(language)
    await row.getByLabel(t('network-profile:languages.level')).selectOption(level)
    await row.getByRole('button', { name: t('network-profile:form.save') }).click()
    await expect(page.getByRole('list', { name: t('network-profile:languages.title') })).toContainText(
      t(`network-profile:levels.${level}`),
    )
  }
  await page.getByRole('button', { name: t('network-profile:list.delete', { name: 'Japanese' }) }).click()
  await expect(page.getByRole('list', { name: t('network-profile:languages.title') })).not.toContainText(
    'Japanese',
  )

  await page.goto('/my-profile/skills')
  for (const name of ['Terraform', 'terraform']) {
    await page.getByRole('button', { name: t('network-profile:skills.add') }).click()
    const skill = form(page, t('network-profile:skills.addTitle'))
    await skill.getByLabel(t('network-profile:skills.name')).fill(name)
    await skill.getByLabel(t('network-profile:skills.seniority')).selectOption('Lead')
    await skill.getByRole('button', { name: t('network-profile:form.save') }).click()
  }
  await expect(page.getByText(t('network-profile:skills.duplicate'))).toBeVisible()

  await page.reload()
  await expect(
    page.getByRole('list', { name: t('network-profile:skills.title') }).getByRole('listitem'),
  ).toHaveCount(1)
  await page.goto('/my-profile/view-profile')
  // The profile's card (the reviews about them are articles too).
  const card = page.locator('article.profile-card')
  await expect(card).toContainText('Terraform')
  await expect(card).toContainText('Italian')
  await expect(card).toContainText('On cloud costs')
  await expect(card).not.toContainText('@')
})

for (const [language, width] of [
  ['fr', 800],
  ['en', 1200],
] as const) {
  test(`uploads a photo; refuses 20 MB and a wrong type with the spec's messages (${language}, ${width} px)`, async ({
    page,
  }, testInfo) => {
    const t = await start(page, language, width, 'Consultant')
    await page.goto('/my-profile/photo')
    await expect(page.getByText(t('network-profile:photo.none'))).toBeVisible()
    const input = page.getByLabel(t('network-profile:photo.choose'))
    const refusal = page.locator('#profile-photo-error')

    // Named like a photo, but not one: only the server, reading the bytes, can refuse it.
    await input.setInputFiles({
      name: 'fake.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not an image'),
    })
    await expect(refusal).toHaveText(
      t('network-profile:files.formatNotAllowed', { formats: 'jpg, jpeg, png, webp' }),
    )

    // 20 MB on disk (a sparse file): the browser reads it from there, not through the test's pipe.
    const huge = testInfo.outputPath('huge.png')
    const handle = await open(huge, 'w')
    await handle.truncate(20 * 1024 * 1024)
    await handle.close()
    await input.setInputFiles(huge)
    await expect(refusal).toHaveText(t('network-profile:files.tooLarge', { size: 10 }))
    if (language === 'en') await expect(refusal).toContainText('File size should not exceed')
    await input.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF'),
    })
    await expect(refusal).toHaveText(
      t('network-profile:files.formatNotAllowed', { formats: 'jpg, jpeg, png, webp' }),
    )
    if (language === 'en')
      await expect(refusal).toContainText('File format not allowed, allowed formats are :')
    // A landscape PNG drawn by the browser itself: the server keeps its centre square.
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas')
      canvas.width = 900
      canvas.height = 600
      const context = canvas.getContext('2d')!
      context.fillStyle = '#2a5298'
      context.fillRect(0, 0, 900, 600)
      return canvas.toDataURL('image/png')
    })
    const png = Buffer.from(dataUrl.split(',')[1]!, 'base64')
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText(t('network-profile:photo.saved'))).toBeVisible()
    const preview = page.getByRole('img', { name: t('network-profile:photo.alt') })
    await expect(preview).toBeVisible()
    await page.reload()
    await expect(preview).toBeVisible()
    const size = await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])
    expect(size).toEqual([400, 400])
  })
}

test("walks the exec partner's showcase: headline, photo, view-profile (fr, 1800 px)", async ({ page }) => {
  const t = await start(page, 'fr', 1800, 'ExecPartner')
  await page.goto('/my-account/showcase')
  await expect(page).toHaveURL(/\/my-account\/showcase\/headline$/)
  await page.getByLabel(t('network-profile:headline.titleField')).fill('Partenaire transformation')
  await page.getByRole('button', { name: t('network-profile:form.save') }).click()
  await expect(page.getByText(t('network-profile:headline.saved'))).toBeVisible()
  await page
    .getByRole('link', {
      name: t('network-profile:showcase.next', { name: t('network-profile:showcase.steps.photo') }),
    })
    .click()
  await expect(page).toHaveURL(/\/my-account\/showcase\/photo$/)
  await expect(page.getByLabel(t('network-profile:photo.choose'))).toBeAttached()
  await page
    .getByRole('link', {
      name: t('network-profile:showcase.next', { name: t('network-profile:showcase.steps.view-profile') }),
    })
    .click()
  await expect(page.locator('article.profile-card')).toContainText('Partenaire transformation')
})

test('a client reads that the profile is not for their role (en, 800 px)', async ({ page }) => {
  const t = texts('en')
  await page.setViewportSize({ width: 800, height: 900 })
  await useLanguage(page, 'en')
  await signInAs(page, 'Client')
  await page.goto('/my-profile')
  await expect(page.getByText(t('network-profile:notForRole.title'))).toBeVisible()
  await expect(page.getByRole('link', { name: t('network-profile:notForRole.link') })).toHaveAttribute(
    'href',
    '/my-account',
  )
})

test('the demo consultant has a complete profile (fr, 1200 px)', async ({ page }) => {
  const t = texts('fr')
  await page.setViewportSize({ width: 1200, height: 900 })
  await useLanguage(page, 'fr')
  await signInAs(page, 'Consultant')
  await page.goto('/my-profile')
  await expect(page.getByText(t('network-profile:overview.percent', { percent: 100 }))).toBeVisible()
  await page.goto('/my-profile/view-profile')
  // The profile's card (the reviews about them are articles too).
  const card = page.locator('article.profile-card')
  await expect(card).toContainText('Senior data engineer')
  await expect(card).toContainText(t('network-profile:languageNames.Spanish'))
  await expect(card.getByRole('img')).toBeVisible()
})
