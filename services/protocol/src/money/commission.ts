import { decimalText, type DecimalValue } from './exact-decimals.js'
import { MoneyDecimal } from './money-decimal.js'
import { EUR_DECIMALS } from './price-units.js'

/**
 * An IQStem commission (issue 17): `base` euros times `ratePercent` %, rounded half up to the cent.
 * Half up, not half even: the rule the members are shown ("0.005 is a cent"), and the one the
 * migration's comment promises (migration 0860). Exact: decimal.js, no binary float.
 *
 * @example commissionDue('30000.00', '5') // '1500.00'
 * @example commissionDue('100.10', '2.5') // '2.50' (2.5025)
 * @example commissionDue('0.10', '5') // '0.01' (0.005)
 */
export function commissionDue(base: DecimalValue, ratePercent: DecimalValue): string {
  return new MoneyDecimal(decimalText(base))
    .times(decimalText(ratePercent))
    .div(100)
    .toDecimalPlaces(EUR_DECIMALS, MoneyDecimal.ROUND_HALF_UP)
    .toFixed(EUR_DECIMALS)
}
