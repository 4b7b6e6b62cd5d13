/**
 * Money and quantities, exact (issue 13): the one place where euros meet price units, totals are
 * multiplied and amounts are written for a reader. Built on decimal.js (a clone of its own) and
 * BigInt; nothing here passes a price through a binary float, except `approximateNumber`, which
 * says so.
 */
export { decimalMaxLength, decimalPattern, type DecimalGrammar } from './decimal-text.js'
export {
  EUR_DECIMALS,
  EUR_INTEGER_DIGITS,
  eurToUnits,
  isEurInput,
  priceUnits,
  unitsToEur,
  type Units,
} from './price-units.js'
export {
  compareDecimals,
  isDecimalText,
  maxDecimal,
  minDecimal,
  padDecimals,
  subtractDecimals,
  sumDecimals,
  sumQuantities,
  type DecimalValue,
} from './exact-decimals.js'
export { eurTimesQuantity, moneyDecimals, normalizeEur, totalEur, valueToEur } from './totals.js'
export { commission, netOfFee, sumEur } from './fees.js'
export { percentChange, percentOf } from './percent.js'
export { successFeeDue, type SuccessFeeResult, type SuccessFeeTerms } from './success-fee.js'
export { commissionDue } from './commission.js'
export { declaredTotal, dividendDue, isPayable } from './dividend.js'
export { priceGroups, groupPrice } from './grouping.js'
export { averagePrice } from './average.js'
export { approximateNumber, formatDecimal, formatEur, formatQuantity } from './display.js'
