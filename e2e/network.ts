import { expect, type Browser, type Page } from '@playwright/test'
import { uniqueAddress, useLanguage } from './helpers.js'
import type { Language } from './texts.js'

/** What the network's browser tests share: members side by side, fresh projects. */

/** A title no other test (nor a rerun) has written. */
export const uniqueTitle = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A member's page of its own (its own cookies and address), in a language and at a width. */
export async function memberPage(browser: Browser, language: Language, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    acceptDownloads: true,
  })
  const page = await context.newPage()
  await useLanguage(page, language)
  return page
}

/**
 * A fresh published project of the signed-in owner, through the api: banking, data and AI, senior,
 * remote, so that it matches the demo consultant's expertise. Its id.
 */
export async function publishProject(page: Page, title: string): Promise<number> {
  const headers = { 'x-forwarded-for': uniqueAddress() }
  const created = await page.request.post('/api/network/projects', {
    headers,
    data: {
      title,
      sector: 'banking',
      domain: 'data-ai',
      city: 'Paris',
      remote: true,
      duration_days: 40,
      experience: 'Senior',
      description: 'Audit the data platform of a retail bank.',
      base_fee: '15000',
      success_fee: '4000',
      bonus_percent: 20,
      malus_percent: 10,
      kpis: [{ name: 'Reports automated', target: '80 %' }],
      contact: 'claire@example.com',
    },
  })
  expect(created.status()).toBe(201)
  const { data } = (await created.json()) as { data: { id: number } }
  expect((await page.request.post(`/api/network/projects/${data.id}/publish`, { headers })).ok()).toBe(true)
  return data.id
}
