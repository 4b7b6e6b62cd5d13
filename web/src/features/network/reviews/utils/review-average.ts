import type { Review } from '@iqs/protocol'

/**
 * The mean of a review's criteria, one decimal, for its summary line. Small whole marks: the sum
 * over three is exact enough that the rounding of toFixed decides nothing wrongly at one decimal.
 */
export function criteriaMean(criteria: Review['criteria']): string {
  const marks = [criteria.quality, criteria.communication, criteria.reliability]
  const tenths = Math.round((marks.reduce((a, b) => a + b, 0) * 10) / marks.length)
  return `${Math.floor(tenths / 10)}.${tenths % 10}`
}
