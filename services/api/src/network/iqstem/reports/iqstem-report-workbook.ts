import {
  approximateNumber,
  IQSTEM_REPORT_FIGURES,
  LEAD_STATES,
  type IqstemReport,
  type IqstemReportFigures,
  type LeadState,
} from '@iqs/protocol'
import { COUNT_FORMAT, EUR_FORMAT, titledSheet } from '../../../platform/files/titled-sheet.js'
import type { MailLanguage } from '../../../platform/mail/mailer.js'

const TEXTS: Record<
  MailLanguage,
  {
    sheet: string
    leadsSheet: string
    title: (from: string, to: string) => string
    month: string
    total: string
    state: string
    leads: string
    conversion: string
  } & Record<keyof IqstemReportFigures, string> &
    Record<LeadState, string>
> = {
  en: {
    sheet: 'Report',
    leadsSheet: 'Leads now',
    title: (from, to) => `IQStem: members, leads, referrals and commissions, ${from} to ${to} (UTC months)`,
    month: 'Month',
    total: 'Total',
    state: 'State',
    leads: 'Leads',
    conversion: 'Conversion rate % (converted or later, over leads not lost)',
    members_approved: 'Members approved',
    leads_submitted: 'Leads submitted',
    leads_qualified: 'Leads qualified',
    leads_converted: 'Leads converted',
    leads_contracted: 'Leads contracted',
    leads_lost: 'Leads lost',
    referrals_invited: 'Consultants invited',
    referrals_registered: 'Consultants registered',
    commissions_accrued_eur: 'Commissions accrued €',
    commissions_paid_cash_eur: 'Paid in cash €',
    commissions_paid_token_value_eur: 'Paid in IQS, value €',
    commissions_paid_tokens: 'IQS tokens paid',
    submitted: 'Submitted',
    qualified: 'Qualified',
    converted: 'Converted',
    contracted: 'Contracted',
    paid: 'Paid',
    lost: 'Lost',
  },
  fr: {
    sheet: 'Rapport',
    leadsSheet: 'Leads à ce jour',
    title: (from, to) => `IQStem : membres, leads, parrainages et commissions, de ${from} à ${to} (mois UTC)`,
    month: 'Mois',
    total: 'Total',
    state: 'État',
    leads: 'Leads',
    conversion: 'Taux de conversion % (convertis ou au-delà, sur les leads non perdus)',
    members_approved: 'Membres approuvés',
    leads_submitted: 'Leads soumis',
    leads_qualified: 'Leads qualifiés',
    leads_converted: 'Leads convertis',
    leads_contracted: 'Leads contractés',
    leads_lost: 'Leads perdus',
    referrals_invited: 'Consultants invités',
    referrals_registered: 'Consultants inscrits',
    commissions_accrued_eur: 'Commissions acquises €',
    commissions_paid_cash_eur: 'Payé en euros €',
    commissions_paid_token_value_eur: 'Payé en IQS, valeur €',
    commissions_paid_tokens: 'Jetons IQS payés',
    submitted: 'Soumis',
    qualified: 'Qualifié',
    converted: 'Converti',
    contracted: 'Contracté',
    paid: 'Payé',
    lost: 'Perdu',
  },
}

const EUR: readonly (keyof IqstemReportFigures)[] = [
  'commissions_accrued_eur',
  'commissions_paid_cash_eur',
  'commissions_paid_token_value_eur',
]

/** The column letter of the figure at `index` (the month is A): at most 13 columns, A to M. */
const columnOf = (index: number) => String.fromCharCode('B'.charCodeAt(0) + index)

/**
 * The admins' IQStem report as an Excel workbook, in the admin's language: the months (a title
 * line, headers, one row per month, a totals row of SUM formulas with their exact values cached, as
 * the partner's report), and a second sheet with the leads in each state now and the conversion rate.
 */
export async function iqstemReportWorkbook(
  report: IqstemReport,
  language: MailLanguage,
  generatedAt: Date,
): Promise<Buffer> {
  const texts = TEXTS[language]
  const { workbook, sheet } = titledSheet({
    sheetName: texts.sheet,
    title: texts.title(report.from, report.to),
    generatedAt,
    columns: [
      { key: 'month', header: texts.month, width: 12 },
      ...IQSTEM_REPORT_FIGURES.map((figure) => ({
        key: figure,
        header: texts[figure],
        width: 20,
        numFmt: EUR.includes(figure) ? EUR_FORMAT : COUNT_FORMAT,
      })),
    ],
  })
  // A spreadsheet's cells are binary floats: the exact amounts are in the JSON report.
  const cell = (value: number | string) => (typeof value === 'string' ? approximateNumber(value) : value)
  for (const month of report.months)
    sheet.addRow({
      month: month.month,
      ...Object.fromEntries(IQSTEM_REPORT_FIGURES.map((figure) => [figure, cell(month[figure])])),
    })
  const first = 3
  const last = first + report.months.length - 1
  const totals = sheet.addRow({
    month: texts.total,
    ...Object.fromEntries(
      IQSTEM_REPORT_FIGURES.map((figure, index) => [
        figure,
        {
          formula: `SUM(${columnOf(index)}${first}:${columnOf(index)}${last})`,
          result: cell(report.totals[figure]),
        },
      ]),
    ),
  })
  totals.font = { bold: true }
  totals.eachCell((c) => (c.border = { top: { style: 'thin' } }))

  const leads = workbook.addWorksheet(texts.leadsSheet)
  leads.columns = [
    { key: 'state', width: 60 },
    { key: 'n', width: 12 },
  ]
  const leadsHeader = leads.addRow([texts.state, texts.leads])
  leadsHeader.font = { bold: true }
  for (const state of LEAD_STATES) leads.addRow([texts[state], report.leads_by_state[state]])
  leads.addRow([
    texts.conversion,
    report.conversion_rate_percent === null ? '' : approximateNumber(report.conversion_rate_percent),
  ])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
