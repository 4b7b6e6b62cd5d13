import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoPageOverflow, signInAs, uniqueAddress, useLanguage } from './helpers.js'
import { zipEntry } from './zip-entry.js'
import { texts } from './texts.js'

/**
 * Issue 18, the projects admin: the demo admin reads /admin-projects/reports (the figures), narrows
 * it to one sector, downloads that report as an Excel workbook holding the projects the table shows,
 * and opens a project's sheet from the table (its title, the print button). In English at 1200 px
 * and in French at 800 px, neither page scrolling sideways. Nothing is changed: other tests publish
 * projects meanwhile, so the figures are checked against what the page itself shows, never against
 * fixed counts. The filter is the energy sector: the demo seeds projects there and no other browser
 * test creates any.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A text as the workbook's XML writes it. */
const inXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

for (const [language, width] of [
  ['en', 1200],
  ['fr', 800],
] as const) {
  test(`projects admin: the report's figures, a sector filter, the Excel export and a project's sheet (${language}, ${width} px)`, async ({
    page,
  }) => {
    // Three full page loads, a filtered report and a download: twice the usual time on a loaded machine.
    test.setTimeout(60_000)
    const t = texts(language)
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, language)
    await signInAs(page, 'Admin')
    await page.goto('/admin-projects/reports')
    // A full load of an area's code, texts and report: seconds on the loaded CI machine (CI met 7 s).
    await expect(
      page.getByRole('heading', { level: 2, name: t('network-projects-admin:reports.title') }),
    ).toBeVisible({ timeout: 30_000 })

    // The figures of the last 12 months: the demo's projects at least.
    const projectsFigure = page.locator('dd[data-figure="projects"]')
    await expect(projectsFigure).toHaveText(/^\d+$/)
    expect(Number(await projectsFigure.textContent())).toBeGreaterThanOrEqual(3)
    const baseFees = new RegExp(`^${escape(t('network-projects-admin:reports.figures.base_fees'))}$`)
    await expect(page.getByRole('term').filter({ hasText: baseFees })).toBeVisible()
    const table = page.getByRole('region', { name: t('network-projects-admin:reports.projectsTable') })
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    await expectNoPageOverflow(page)

    // One sector: the address keeps the filter, and every row and the count follow it.
    const filters = page.getByRole('form', { name: t('network-projects-admin:reports.filters') })
    const energy = t('common:sectors.energy')
    await filters
      .getByLabel(t('network-projects-admin:reports.sector'), { exact: true })
      .selectOption({ label: energy })
    await filters.getByRole('button', { name: t('network-projects-admin:reports.apply') }).click()
    await expect(page).toHaveURL(/[?&]sector=energy(&|$)/)
    // The projects' rows (the header row has no row header). The page keeps the unfiltered table
    // until the filtered one arrives: wait until no row is of another sector.
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') })
    await expect(rows.filter({ hasNotText: energy })).toHaveCount(0)
    const count = await rows.count()
    expect(count).toBeGreaterThanOrEqual(3)
    await expect(projectsFigure).toHaveText(String(count))
    // The sector column (the second cell: the title is the row's header) says energy on every row.
    for (const row of await rows.all()) await expect(row.getByRole('cell').nth(1)).toHaveText(energy)
    const titles = await rows.getByRole('link').allTextContents()
    await expectNoPageOverflow(page)

    // The Excel export of what is shown: a workbook holding every project of the table.
    const download = page.getByRole('link', { name: t('network-projects-admin:reports.download') })
    await expect(download).toHaveAttribute('href', /reports\.xlsx\?.*sector=energy/)
    const downloading = page.waitForEvent('download')
    await download.click()
    const file = await downloading
    expect(file.suggestedFilename()).toMatch(/^projects-report-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx$/)
    const workbook = readFileSync(await file.path())
    expect(workbook.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')
    expect(zipEntry(workbook, 'xl/workbook.xml')).toContain('<sheet ')
    const strings = zipEntry(workbook, 'xl/sharedStrings.xml') ?? ''
    for (const title of titles) expect(strings, title).toContain(inXml(title))

    // A project's sheet, opened from the table: its title and the print button.
    const first = rows.first().getByRole('link')
    const title = (await first.textContent())!
    await first.click()
    await expect(page).toHaveURL(/\/admin-projects\/project-sheet\/\d+$/)
    const id = Number(/(\d+)$/.exec(page.url())![1])
    await expect(
      page.getByRole('heading', { level: 2, name: t('network-projects-admin:sheet.title', { title, id }) }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: t('network-projects-admin:sheet.print') })).toBeVisible()
    await expect(page.getByText(energy, { exact: true }).first()).toBeVisible()
    await expectNoPageOverflow(page)
  })
}
