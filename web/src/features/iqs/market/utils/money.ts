/**
 * The trading screens' numbers: exact display and arithmetic come from the protocol's money module
 * (`@iqs/protocol`, services/protocol/src/money), so a price is shown digit for digit as the api
 * sent it and a total never passes through a binary float.
 */
export { formatDecimal, formatQuantity } from '@iqs/protocol'

/** A whole number of tokens, at least 1; null otherwise. */
export function toTokens(amount: string): number | null {
  const text = amount.trim()
  if (!/^[1-9]\d{0,9}$/.test(text)) return null
  return Number(text)
}
