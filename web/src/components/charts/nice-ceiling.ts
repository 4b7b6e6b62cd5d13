/**
 * The smallest 1, 2 or 5 times a power of ten at or above `value` (1 for zero): a chart's top. The
 * power comes from the number's own exponent (`toExponential`), not from scaling money by ten: a
 * chart's axis, not an amount.
 */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1
  const exponent = Number(value.toExponential().split('e')[1])
  const power = Number(`1e${exponent}`)
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power
  return 10 * power
}
