import type { TFunction } from 'i18next'

/**
 * A time to a first applicant: hours under two days ("26 h"), else days and hours ("21 d 23 h"),
 * in the reader's language; a dash when there is none.
 */
export function formatHours(hours: number | null, t: TFunction<'network-projects-admin'>): string {
  if (hours === null) return t('time.none')
  if (hours < 48) return t('time.hours', { count: hours })
  return t('time.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 })
}
