import { approximateNumber, REPORT_FIGURES, type PartnerReport, type ReportFigures } from '@iqs/protocol'
import { COUNT_FORMAT, EUR_FORMAT, titledSheet } from '../../platform/files/titled-sheet.js'
import type { MailLanguage } from '../../platform/mail/mailer.js'

const TEXTS: Record<
  MailLanguage,
  { sheet: string; title: (from: string, to: string) => string; month: string; total: string } & Record<
    keyof ReportFigures,
    string
  >
> = {
  en: {
    sheet: 'Report',
    title: (from, to) => `Projects, applications, contracts and fees, ${from} to ${to} (UTC months)`,
    month: 'Month',
    total: 'Total',
    projects_published: 'Projects published',
    applications_received: 'Applications received',
    contracts_drafted: 'Contracts drafted',
    contracts_signed: 'Contracts signed',
    contracts_completed: 'Contracts completed',
    contracted_fees: 'Contracted fees €',
    success_fees_due: 'Success fees due €',
  },
  fr: {
    sheet: 'Rapport',
    title: (from, to) => `Projets, candidatures, contrats et honoraires, de ${from} à ${to} (mois UTC)`,
    month: 'Mois',
    total: 'Total',
    projects_published: 'Projets publiés',
    applications_received: 'Candidatures reçues',
    contracts_drafted: 'Contrats rédigés',
    contracts_signed: 'Contrats signés',
    contracts_completed: 'Contrats terminés',
    contracted_fees: 'Honoraires contractés €',
    success_fees_due: 'Success fees dues €',
  },
}

const MONEY: readonly (keyof ReportFigures)[] = ['contracted_fees', 'success_fees_due']

/**
 * The executive partner's report as an Excel workbook, in their language: a title line, headers,
 * one row per month (numbers as numbers, fees with a euro format), and a totals row of SUM formulas
 * with their exact values cached, as the holders register does (iqs/holders/holders-workbook.ts).
 */
export async function reportWorkbook(
  report: PartnerReport,
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
      ...REPORT_FIGURES.map((figure) => ({
        key: figure,
        header: texts[figure],
        width: 22,
        numFmt: MONEY.includes(figure) ? EUR_FORMAT : COUNT_FORMAT,
      })),
    ],
  })
  // A spreadsheet's cells are binary floats: the exact fees are in the JSON report.
  const cell = (figure: keyof ReportFigures, value: number | string) =>
    typeof value === 'string' ? approximateNumber(value) : value
  for (const month of report.months)
    sheet.addRow({
      month: month.month,
      ...Object.fromEntries(REPORT_FIGURES.map((figure) => [figure, cell(figure, month[figure])])),
    })
  const first = 3
  const last = first + report.months.length - 1
  const totals = sheet.addRow({
    month: texts.total,
    ...Object.fromEntries(
      REPORT_FIGURES.map((figure, index) => {
        const column = String.fromCharCode('B'.charCodeAt(0) + index)
        return [
          figure,
          { formula: `SUM(${column}${first}:${column}${last})`, result: cell(figure, report.totals[figure]) },
        ]
      }),
    ),
  })
  totals.font = { bold: true }
  totals.eachCell((c) => (c.border = { top: { style: 'thin' } }))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
