import { z } from 'zod'
import { decimalMaxLength, decimalPattern } from './money/decimal-text.js'

export interface DecimalBounds {
  /** Digits before the point, at most. */
  integerDigits: number
  /** Digits after the point, at most; 0 for whole numbers. */
  decimals: number
  /** The message a client shows (the spec's 'Please enter a valid amount' and such). */
  error: string
}

/**
 * An amount or a price as a client sends it: a decimal string (`"12"`, `"0.5"`, `"1.05"`: digits,
 * no leading zero, an optional fraction) within `bounds`, nothing else: no spaces, sign, exponent,
 * hex, NaN or Infinity. A JSON number is taken too (the spec's client sends `amount: 10`) when its
 * shortest text is such a decimal: finite, not negative, not in exponent form. Gives the text.
 */
export function decimalInput(bounds: DecimalBounds) {
  // One grammar with the money module's parser (eurToUnits): what this refuses, it refuses.
  const pattern = decimalPattern(bounds)
  const maxLength = decimalMaxLength(bounds)
  return (
    z
      // The bounds are shown in the OpenAPI document; the pipe checks them with the spec's message.
      .union([z.number().meta({ minimum: 0 }), z.string().meta({ pattern, maxLength })])
      .transform((value) => (typeof value === 'number' ? String(value) : value))
      .pipe(z.string().max(maxLength, bounds.error).regex(new RegExp(pattern), bounds.error))
  )
}

/** A whole number of tokens, at least 1, as a number: `"10"` or `10`. */
export function wholeTokens(integerDigits: number) {
  const error = 'Please enter a valid amount'
  return decimalInput({ integerDigits, decimals: 0, error })
    .transform(Number)
    .refine((n) => n > 0, { error })
}
