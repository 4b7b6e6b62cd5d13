import { Decimal } from 'decimal.js'

/** Integer price units (cents) to a decimal string: 105 -> '1.05'. */
export function formatPrice(units: number, priceDecimals = 2): string {
  return new Decimal(units).dividedBy(10 ** priceDecimals).toFixed(priceDecimals)
}
