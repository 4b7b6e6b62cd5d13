import { compareDecimals, type Commission } from '@iqs/protocol'

/** The process name of a commission's payments in network_transitions (entity: the commission's id). */
export const COMMISSION_PROCESS = 'commission'

/** A commission's state from what is paid of it: nothing, some, or all. */
export function stateFor(amountEur: string, paidEur: string): Commission['state'] {
  if (compareDecimals(paidEur, 0) <= 0) return 'accrued'
  return compareDecimals(paidEur, amountEur) >= 0 ? 'paid' : 'partly_paid'
}
