import fc from 'fast-check'
import type { JsonSchema } from './openapi-operations.js'

/** Values a real client would send for fields the schema alone cannot guess. */
export interface Hints {
  /** Path and query parameters by name (e.g. `userId` -> a user that exists). */
  params: Record<string, string>
  /** Top-level body fields by name (e.g. `order_side` -> `BUY`), so requests get past the first check. */
  fields: Record<string, unknown>
}

const FUTURE = '2099-01-01T00:00:00.000Z'
const LATER = '2099-01-02T00:00:00.000Z'

/**
 * A value the schema accepts, as a client that read the document would send it: enums take their
 * first value, numbers their lower bound (or 1), strings a plain text of the allowed length or a
 * string matching the pattern (fast-check, fixed seed). Deterministic, so every run sends the same.
 */
export function validLooking(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) {
    // A decimal or a whole number travels as a number or a string: a string is the protocol's.
    const text = options.find((o) => o.type === 'string')
    return validLooking(text ?? options[0]!, name)
  }
  if (schema.allOf?.length) return validLooking(schema.allOf[0]!, name)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = validLooking(property, key)
      return value
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1)
      return Array.from({ length: count }, () => validLooking(schema.items ?? {}, name))
    }
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum : 1
      return Math.max(low, typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1)
    }
    case 'boolean':
      return true
    case 'string':
      return validString(schema, name)
    default:
      // `amount: unknown`, `payload: unknown` and such: what a client sends there.
      return name ? validString({}, name) : {}
  }
}

function validString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date-time') return /end/i.test(name) ? LATER : FUTURE
  if (schema.format === 'email' || /e-?mail/i.test(name)) return 'fuzz.user@example.com'
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000'
  if (/amount|price|quantity|fee/i.test(name)) return '1'
  if (schema.pattern)
    return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 7, numRuns: 1 })[0]!
  const min = schema.minLength ?? 1
  const max = schema.maxLength ?? 64
  const text = /password/i.test(name) ? 'fuzz-password-2024' : 'fuzz text'
  return text.padEnd(min, 'x').slice(0, Math.max(max, min))
}
