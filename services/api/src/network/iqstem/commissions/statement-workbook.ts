import { approximateNumber, type CommissionStatement } from '@iqs/protocol'
import { COUNT_FORMAT, EUR_FORMAT, sumCell, titledSheet } from '../../../platform/files/titled-sheet.js'
import type { MailLanguage } from '../../../platform/mail/mailer.js'

type Figure = 'accrued_eur' | 'paid_cash_eur' | 'paid_tokens' | 'paid_token_value_eur'
const FIGURES: readonly Figure[] = ['accrued_eur', 'paid_cash_eur', 'paid_tokens', 'paid_token_value_eur']

const TEXTS: Record<
  MailLanguage,
  {
    sheet: string
    title: (from: string, to: string) => string
    at: string
    kind: string
    commission: string
    label: string
    accrual: string
    payment: string
    total: string
  } & Record<Figure, string>
> = {
  en: {
    sheet: 'Statement',
    title: (from, to) => `IQStem commission statement, ${from} to ${to} (UTC days)`,
    at: 'Date (UTC)',
    kind: 'Movement',
    commission: 'Commission',
    label: 'Source',
    accrual: 'Accrued',
    payment: 'Payment',
    total: 'Total',
    accrued_eur: 'Accrued €',
    paid_cash_eur: 'Paid in cash €',
    paid_tokens: 'Paid in IQS tokens',
    paid_token_value_eur: 'IQS tokens value €',
  },
  fr: {
    sheet: 'Relevé',
    title: (from, to) => `Relevé des commissions IQStem, du ${from} au ${to} (jours UTC)`,
    at: 'Date (UTC)',
    kind: 'Mouvement',
    commission: 'Commission',
    label: 'Origine',
    accrual: 'Acquise',
    payment: 'Paiement',
    total: 'Total',
    accrued_eur: 'Acquis €',
    paid_cash_eur: 'Payé en euros €',
    paid_tokens: 'Payé en jetons IQS',
    paid_token_value_eur: 'Valeur des jetons IQS €',
  },
}

/**
 * A member's commission statement as an Excel workbook, in their language: a title line, headers,
 * one row per movement (dates as dates, amounts as numbers with a euro format), and a totals row of
 * SUM formulas with their exact values cached, as the partner's report does (../../reports).
 */
export async function statementWorkbook(
  statement: CommissionStatement,
  language: MailLanguage,
  generatedAt: Date,
): Promise<Buffer> {
  const texts = TEXTS[language]
  const { workbook, sheet } = titledSheet({
    sheetName: texts.sheet,
    title: texts.title(statement.from, statement.to),
    generatedAt,
    columns: [
      { key: 'at', header: texts.at, width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
      { key: 'kind', header: texts.kind, width: 14 },
      { key: 'commission', header: texts.commission, width: 12 },
      { key: 'label', header: texts.label, width: 32 },
      ...FIGURES.map((figure) => ({
        key: figure,
        header: texts[figure],
        width: 20,
        numFmt: figure === 'paid_tokens' ? COUNT_FORMAT : EUR_FORMAT,
      })),
    ],
  })
  // A spreadsheet's cells are binary floats: the exact amounts are in the JSON statement.
  for (const line of statement.lines)
    sheet.addRow({
      at: new Date(line.at),
      kind: line.kind === 'accrual' ? texts.accrual : texts.payment,
      commission: line.commission_id,
      label: line.label,
      ...Object.fromEntries(FIGURES.map((figure) => [figure, approximateNumber(line[figure])])),
    })
  const first = 3
  const last = first + statement.lines.length - 1
  const totals = sheet.addRow({
    at: texts.total,
    ...Object.fromEntries(
      FIGURES.map((figure, index) => {
        const column = String.fromCharCode('E'.charCodeAt(0) + index)
        return [figure, sumCell(column, first, last, approximateNumber(statement.totals[figure]))]
      }),
    ),
  })
  totals.font = { bold: true }
  totals.eachCell((c) => (c.border = { top: { style: 'thin' } }))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
