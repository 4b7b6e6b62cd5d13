import type { Position } from '../event-store.js'

/** Enough digits for every safe integer, so positions sort as plain strings. */
const WIDTH = 16

/**
 * The `Position` token of a global position number: zero-padded so that
 * string order is number order.
 *
 * @example
 * positionFromNumber(42) // '0000000000000042'
 */
export function positionFromNumber(position: number): Position {
  if (!Number.isSafeInteger(position) || position < 0) throw new RangeError(`Bad position ${position}`)
  return String(position).padStart(WIDTH, '0')
}

/**
 * The global position number of a PostgreSQL `Position` token (1 for the
 * first event): what gap checks and the audit report use.
 */
export function positionToNumber(position: Position): number {
  const value = Number(position)
  if (!/^\d+$/.test(position) || !Number.isSafeInteger(value)) {
    throw new RangeError(`Not a PostgreSQL event store position: ${position}`)
  }
  return value
}
