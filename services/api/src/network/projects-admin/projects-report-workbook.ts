import {
  approximateNumber,
  PROJECTS_REPORT_MONTH_FIGURES,
  type ProjectFigures,
  type ProjectPerson,
  type ProjectsReport,
} from '@iqs/protocol'
import type ExcelJS from 'exceljs'
import { COUNT_FORMAT, EUR_FORMAT, titledSheet, type SheetColumn } from '../../platform/files/titled-sheet.js'
import type { MailLanguage } from '../../platform/mail/mailer.js'
import type { ReportFilters } from './projects-report.js'
import { REPORT_TEXTS, type ProjectColumn, type ReportTexts } from './projects-report-texts.js'

const DATE_FORMAT = 'yyyy-mm-dd hh:mm'

/** The projects sheet's columns, in order, with their width and format. */
const PROJECT_COLUMNS: ReadonlyArray<[ProjectColumn, number, string?]> = [
  ['id', 8, COUNT_FORMAT],
  ['title', 40],
  ['status', 12],
  ['sector', 24],
  ['owner', 24],
  ['owner_role', 18],
  ['created_at', 18, DATE_FORMAT],
  ['first_published_at', 18, DATE_FORMAT],
  ['applications', 13, COUNT_FORMAT],
  ['hours_to_first_applicant', 16, COUNT_FORMAT],
  ['contracts', 11, COUNT_FORMAT],
  ['contracts_signed', 13, COUNT_FORMAT],
  ['contracts_completed', 13, COUNT_FORMAT],
  ['base_fee', 16, EUR_FORMAT],
  ['success_fee', 16, EUR_FORMAT],
  ['contracted_base_fees', 18, EUR_FORMAT],
  ['day_rate_value', 18, EUR_FORMAT],
  ['success_fee_due', 18, EUR_FORMAT],
]

/** The columns a totals row sums (the hours are not added up: their mean is in the JSON report). */
const SUMMED: ReadonlySet<ProjectColumn> = new Set([
  'applications',
  'contracts',
  'contracts_signed',
  'contracts_completed',
  'base_fee',
  'success_fee',
  'contracted_base_fees',
  'day_rate_value',
  'success_fee_due',
])

const MONEY = new Set<string>(['contracted_fees', 'success_fees_due'])

/** The spreadsheet column letter of a 0-based index (at most 26 columns here). */
const letter = (index: number) => String.fromCharCode('A'.charCodeAt(0) + index)

/** A spreadsheet's cells are binary floats: the exact amounts are in the JSON report. */
const amount = (value: string | null) => (value === null ? null : approximateNumber(value))

const nameOf = (person: ProjectPerson | null, texts: ReportTexts) =>
  person === null ? texts.noOwner : (person.name ?? texts.erased)

/** A totals row under `first`..`last`: SUM formulas with their exact results cached, bold, a rule above. */
function addTotals(
  sheet: ExcelJS.Worksheet,
  label: { key: string; text: string },
  columns: ReadonlyArray<{ key: string; index: number; result: number }>,
  first: number,
  last: number,
) {
  const row = sheet.addRow({
    [label.key]: label.text,
    ...Object.fromEntries(
      columns.map(({ key, index, result }) => [
        key,
        { formula: `SUM(${letter(index)}${first}:${letter(index)}${last})`, result },
      ]),
    ),
  })
  row.font = { bold: true }
  row.eachCell((cell) => (cell.border = { top: { style: 'thin' } }))
}

/**
 * The projects admin's report as an Excel workbook, in the admin's language: the projects of the
 * filters created in the period with their figures (title line, the filters, headers, one row each,
 * a totals row of SUM formulas with their exact values cached, as the partner's report), the month
 * figures on a second sheet, and the breakdowns by state, sector and owner on a third.
 */
export async function projectsReportWorkbook(
  report: Omit<ProjectsReport, 'projects'> & { rows: ProjectFigures[] },
  filters: ReportFilters,
  language: MailLanguage,
  generatedAt: Date,
): Promise<Buffer> {
  const texts = REPORT_TEXTS[language]
  const { workbook, sheet } = titledSheet({
    sheetName: texts.projectsSheet,
    title: `${texts.title(report.from, report.to)}. ${filtersLine(report, filters, texts)}`,
    generatedAt,
    columns: PROJECT_COLUMNS.map(([key, width, numFmt]): SheetColumn => ({
      key,
      header: texts.columns[key],
      width,
      ...(numFmt ? { numFmt } : {}),
    })),
  })
  for (const row of report.rows)
    sheet.addRow({
      id: row.id,
      title: row.title ?? '',
      status: texts.statuses[row.status],
      sector: row.sector ? texts.sectors[row.sector] : '',
      owner: nameOf(row.owner, texts),
      owner_role: row.owner ? (texts.roles[row.owner.role] ?? row.owner.role) : '',
      created_at: new Date(row.created_at),
      first_published_at: row.first_published_at ? new Date(row.first_published_at) : null,
      applications: row.applications,
      hours_to_first_applicant: row.hours_to_first_applicant,
      contracts: row.contracts,
      contracts_signed: row.contracts_signed,
      contracts_completed: row.contracts_completed,
      base_fee: amount(row.base_fee),
      success_fee: amount(row.success_fee),
      contracted_base_fees: amount(row.contracted_base_fees),
      day_rate_value: amount(row.day_rate_value),
      success_fee_due: amount(row.success_fee_due),
    })
  const summary = report.summary
  const results: Partial<Record<ProjectColumn, number>> = {
    applications: summary.applications,
    contracts: summary.contracts,
    contracts_signed: summary.contracts_signed,
    contracts_completed: summary.contracts_completed,
    base_fee: approximateNumber(summary.base_fees),
    success_fee: approximateNumber(summary.success_fees),
    contracted_base_fees: approximateNumber(summary.contracted_base_fees),
    day_rate_value: approximateNumber(summary.day_rate_value),
    success_fee_due: approximateNumber(summary.success_fees_due),
  }
  if (report.rows.length > 0)
    addTotals(
      sheet,
      { key: 'title', text: texts.total },
      PROJECT_COLUMNS.flatMap(([key], index) =>
        SUMMED.has(key) ? [{ key, index, result: results[key] ?? 0 }] : [],
      ),
      3,
      2 + report.rows.length,
    )

  addMonthsSheet(workbook, report, texts)
  addBreakdownSheet(workbook, report, texts)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** The filters the admin chose, in words, so a file read later says what it counts. */
function filtersLine(report: { owners: ProjectPerson[] }, filters: ReportFilters, texts: ReportTexts) {
  const parts: string[] = []
  if (filters.status) parts.push(`${texts.filterStatus} ${texts.statuses[filters.status]}`)
  if (filters.sector) parts.push(`${texts.filterSector} ${texts.sectors[filters.sector]}`)
  if (filters.ownerId !== undefined) {
    const owner = report.owners.find((person) => person.user_id === filters.ownerId)
    parts.push(`${texts.filterOwner} ${owner?.name ?? `#${filters.ownerId}`}`)
  }
  return parts.length > 0 ? texts.filters(parts) : texts.noFilter
}

/** The month figures: one row a month, a totals row. */
function addMonthsSheet(
  workbook: ExcelJS.Workbook,
  report: Omit<ProjectsReport, 'projects'>,
  texts: ReportTexts,
) {
  const sheet = workbook.addWorksheet(texts.monthsSheet, { views: [{ state: 'frozen', ySplit: 2 }] })
  sheet.columns = [
    { key: 'month', width: 12 },
    ...PROJECTS_REPORT_MONTH_FIGURES.map((figure) => ({
      key: figure,
      width: 20,
      style: { numFmt: MONEY.has(figure) ? EUR_FORMAT : COUNT_FORMAT },
    })),
  ]
  sheet.addRow([texts.monthsTitle(report.from, report.to)])
  sheet.addRow([texts.month, ...PROJECTS_REPORT_MONTH_FIGURES.map((figure) => texts.figures[figure])]).font =
    {
      bold: true,
    }
  const cell = (value: number | string) => (typeof value === 'string' ? approximateNumber(value) : value)
  for (const month of report.months)
    sheet.addRow({
      month: month.month,
      ...Object.fromEntries(PROJECTS_REPORT_MONTH_FIGURES.map((figure) => [figure, cell(month[figure])])),
    })
  addTotals(
    sheet,
    { key: 'month', text: texts.total },
    PROJECTS_REPORT_MONTH_FIGURES.map((figure, index) => ({
      key: figure,
      index: index + 1,
      result: cell(report.totals[figure]),
    })),
    3,
    2 + report.months.length,
  )
}

/** The breakdowns: the projects by state, then by sector and by owner with their figures. */
function addBreakdownSheet(
  workbook: ExcelJS.Workbook,
  report: Omit<ProjectsReport, 'projects'>,
  texts: ReportTexts,
) {
  const sheet = workbook.addWorksheet(texts.breakdownSheet)
  sheet.columns = [
    { key: 'group', width: 36 },
    { key: 'projects', width: 12, style: { numFmt: COUNT_FORMAT } },
    { key: 'applications', width: 14, style: { numFmt: COUNT_FORMAT } },
    { key: 'contracts_signed', width: 16, style: { numFmt: COUNT_FORMAT } },
    { key: 'contracted_base_fees', width: 24, style: { numFmt: EUR_FORMAT } },
  ]
  const heading = (title: string, figures: boolean) => {
    const row = sheet.addRow(
      figures
        ? [title, texts.projects, texts.applications, texts.contractsSigned, texts.contractedBaseFees]
        : [title, texts.projects],
    )
    row.font = { bold: true }
  }
  heading(texts.byStatus, false)
  for (const status of ['draft', 'published', 'closed'] as const)
    sheet.addRow([texts.statuses[status], report.by_status[status]])
  sheet.addRow([])
  heading(texts.bySector, true)
  for (const group of report.by_sector)
    sheet.addRow([
      group.sector ? texts.sectors[group.sector] : texts.noSector,
      group.projects,
      group.applications,
      group.contracts_signed,
      approximateNumber(group.contracted_base_fees),
    ])
  sheet.addRow([])
  heading(texts.byOwner, true)
  for (const group of report.by_owner)
    sheet.addRow([
      nameOf(group.owner, texts),
      group.projects,
      group.applications,
      group.contracts_signed,
      approximateNumber(group.contracted_base_fees),
    ])
}
