import {
  approximateNumber,
  MEMBER_REPORT_FILTERS,
  MEMBER_REPORT_STATES,
  type MemberReportFilters,
  type MemberReportRow,
  type MemberReportState,
  type MemberTrendMonth,
} from '@iqs/protocol'
import { COUNT_FORMAT, titledSheet, type SheetColumn } from '../../platform/files/titled-sheet.js'
import type { MailLanguage } from '../../platform/mail/mailer.js'
import { MEMBER_REPORT_TEXTS, type MemberReportTexts } from './member-report-texts.js'

/** What the workbook holds: the filters it was asked with, the members and the summary. */
export interface MemberReportExport {
  filters: MemberReportFilters
  members: readonly MemberReportRow[]
  counts: Record<MemberReportState, number>
  trend: { from: string; to: string; months: readonly MemberTrendMonth[] }
}

const DATE_FORMAT = 'yyyy-mm-dd'

/** The filters asked, in words, for the title line: whoever opens the file knows what it holds. */
function filtersInWords(filters: MemberReportFilters, texts: MemberReportTexts): string {
  const words = [
    filters.query && `${texts.filters.query} “${filters.query}”`,
    filters.state && `${texts.filters.state} ${texts.states[filters.state]}`,
    filters.sector && `${texts.filters.sector} ${texts.sectors[filters.sector]}`,
    filters.practice && `${texts.filters.practice} ${texts.practices[filters.practice]}`,
    filters.seniority && `${texts.filters.seniority} ${texts.seniority[filters.seniority]}`,
    filters.registered_from && `${texts.filters.registeredFrom} ${filters.registered_from}`,
    filters.registered_to && `${texts.filters.registeredTo} ${filters.registered_to}`,
  ].filter(Boolean)
  return words.length > 0 ? words.join(', ') : texts.noFilter
}

/**
 * A member admin area's report as an Excel workbook, in the admin's language: the members the
 * filters keep (a title line saying which filters, headers, one row a member, dates as dates, the
 * role's own columns), and a summary sheet with the members in each state and the trend by month
 * with a totals row of SUM formulas whose values are cached, as the other reports do.
 */
export async function memberReportWorkbook(
  report: MemberReportExport,
  language: MailLanguage,
  generatedAt: Date,
): Promise<Buffer> {
  const texts = MEMBER_REPORT_TEXTS[language]
  const { role } = report.filters
  const has = (filter: 'practice' | 'seniority') =>
    (MEMBER_REPORT_FILTERS[role] as readonly string[]).includes(filter)
  const c = texts.columns
  const columns: SheetColumn[] = [
    { key: 'last_name', header: c.lastName, width: 20 },
    { key: 'first_name', header: c.firstName, width: 18 },
    { key: 'email', header: c.email, width: 32 },
    { key: 'state', header: c.state, width: 22 },
    { key: 'registered', header: c.registered, width: 13, numFmt: DATE_FORMAT },
    { key: 'approved', header: c.approved, width: 13, numFmt: DATE_FORMAT },
    ...(role === 'Client' ? [{ key: 'company', header: c.company, width: 28 }] : []),
    { key: 'sectors', header: c.sectors, width: 30 },
    ...(has('practice') ? [{ key: 'practices', header: c.practices, width: 30 }] : []),
    ...(has('seniority') ? [{ key: 'seniority', header: c.seniority, width: 14 }] : []),
    { key: 'rating', header: c.rating, width: 9, numFmt: '0.0' },
    { key: 'reviews', header: c.reviews, width: 9, numFmt: COUNT_FORMAT },
  ]
  const { workbook, sheet } = titledSheet({
    sheetName: texts.membersSheet,
    title: texts.title(texts.roles[role], filtersInWords(report.filters, texts)),
    generatedAt,
    columns,
  })
  for (const member of report.members)
    sheet.addRow({
      last_name: member.last_name ?? '',
      first_name: member.first_name ?? '',
      email: member.email,
      state: texts.states[member.state],
      registered: new Date(member.registered_at),
      approved: member.approved_at ? new Date(member.approved_at) : '',
      company: member.company_name ?? '',
      sectors: member.sectors.map((sector) => texts.sectors[sector]).join(', '),
      practices: member.practices.map((practice) => texts.practices[practice]).join(', '),
      seniority: member.seniority ? texts.seniority[member.seniority] : '',
      // A spreadsheet's cells are binary floats: one decimal of an average is exact enough.
      rating: member.rating === null ? '' : approximateNumber(member.rating),
      reviews: member.review_count,
    })

  const summary = workbook.addWorksheet(texts.summarySheet)
  summary.columns = [
    { key: 'label', width: 28 },
    { key: 'a', width: 16, style: { numFmt: COUNT_FORMAT } },
    { key: 'b', width: 16, style: { numFmt: COUNT_FORMAT } },
  ]
  const bold = (row: ReturnType<typeof summary.addRow>) => {
    row.font = { bold: true }
    return row
  }
  bold(summary.addRow([texts.summary.state, texts.summary.members]))
  for (const state of MEMBER_REPORT_STATES) summary.addRow([texts.states[state], report.counts[state]])
  summary.addRow([])
  summary.addRow([texts.summary.trend(report.trend.from, report.trend.to)])
  const header = bold(
    summary.addRow([texts.summary.month, texts.summary.registrations, texts.summary.approvals]),
  )
  const first = header.number + 1
  for (const month of report.trend.months) summary.addRow([month.month, month.registrations, month.approvals])
  const last = first + report.trend.months.length - 1
  const sum = (column: 'B' | 'C', values: readonly number[]) => ({
    formula: `SUM(${column}${first}:${column}${last})`,
    result: values.reduce((total, n) => total + n, 0),
  })
  const totals = bold(
    summary.addRow([
      texts.summary.total,
      sum(
        'B',
        report.trend.months.map((m) => m.registrations),
      ),
      sum(
        'C',
        report.trend.months.map((m) => m.approvals),
      ),
    ]),
  )
  totals.eachCell((cell) => (cell.border = { top: { style: 'thin' } }))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
