const DAY_MS = 86_400_000

/** A project without a duration is drafted for this many days. */
export const DEFAULT_CONTRACT_DAYS = 30

/** A calendar date (YYYY-MM-DD) `days` after another, in UTC. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The dates a contract is drafted with: it starts on the later of the consultant's availability and
 * today (UTC, the api's clock), and lasts the project's duration in days, both ends included.
 */
export function contractDates(
  availableFrom: string,
  today: string,
  durationDays: number | null,
): { starts_on: string; ends_on: string } {
  const startsOn = availableFrom > today ? availableFrom : today
  return { starts_on: startsOn, ends_on: addDays(startsOn, (durationDays ?? DEFAULT_CONTRACT_DAYS) - 1) }
}
