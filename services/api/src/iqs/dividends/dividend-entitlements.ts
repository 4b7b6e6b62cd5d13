import { declaredTotal, dividendDue, sumEur, sumQuantities } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { holdingsAt } from '../holders/holdings-at.js'
import type { Entitlement, FixedTerms } from './dividend-decider.js'
import { positionBefore, recordDateEnd } from './record-date.js'

/**
 * Who a dividend pays, and how much: the holders register as of the end of the record date (the
 * last log position recorded before it, rebuilt by `holdingsAt`), each holder's IQS and OST shares
 * times the amount, rounded down to the cent. Every holder is listed, 0.00 included; the treasury
 * is not a holder. The result is frozen in an event, so later trades never move it.
 */
export async function entitlementsAt(
  db: Kysely<Database>,
  recordDate: string,
  amountPerShare: string,
): Promise<Omit<FixedTerms, 'fixedBy' | 'at'>> {
  const recordPosition = await positionBefore(db, recordDateEnd(recordDate))
  const { holders } = await holdingsAt(db, recordPosition)
  const entitlements: Entitlement[] = [...holders]
    .filter(([, h]) => h.IQS + h.OST > 0)
    .map(([traderId, h]) => ({
      traderId,
      iqsShares: h.IQS,
      ostShares: h.OST,
      amountEur: dividendDue(h.IQS + h.OST, amountPerShare),
    }))
    .sort(
      (a, b) =>
        b.iqsShares + b.ostShares - (a.iqsShares + a.ostShares) || Number(a.traderId) - Number(b.traderId),
    )
  const totalShares = sumQuantities(entitlements.map((e) => String(e.iqsShares + e.ostShares)))
  return {
    recordPosition,
    entitlements,
    totalShares,
    declaredEur: declaredTotal(totalShares, amountPerShare),
    totalEur: sumEur(entitlements.map((e) => e.amountEur)),
  }
}
