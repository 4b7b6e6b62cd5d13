import { formatEur, formatQuantity, type IqstemReportFigures } from '@iqs/protocol'

/** The report's figures in euros and in tokens; every other figure is a count. */
const EUROS = new Set<keyof IqstemReportFigures>([
  'commissions_accrued_eur',
  'commissions_paid_cash_eur',
  'commissions_paid_token_value_eur',
])

/** A figure of the report as the reader's language writes it: euros exact, tokens grouped, counts. */
export function formatFigure(figure: keyof IqstemReportFigures, value: number | string, language: string) {
  if (EUROS.has(figure)) return formatEur(String(value), language)
  if (figure === 'commissions_paid_tokens') return formatQuantity(String(value), language)
  return String(value)
}
