import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'
import { signInAs, uniqueAddress, useLanguage } from './helpers.js'
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

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth)
}

/**
 * The text of one file of a zip archive (an .xlsx workbook is one), found through the archive's
 * central directory; undefined if the archive has no such file. The root package.json does not
 * declare exceljs (the api's), so the end-to-end tests read the workbook's XML themselves.
 */
function zipEntry(zip: Buffer, name: string): string | undefined {
  const end = zip.lastIndexOf(Buffer.from('PK\u0005\u0006', 'latin1'))
  if (end < 0) return undefined
  let at = zip.readUInt32LE(end + 16)
  for (let left = zip.readUInt16LE(end + 10); left > 0; left -= 1) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
      const content = zip.subarray(start, start + size)
      return (method === 8 ? inflateRawSync(content) : content).toString('utf8')
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return undefined
}

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
