import { isPayable, sumEur } from '@iqs/protocol'
import type { Selectable } from 'kysely'
import type { Projection } from '../../platform/projections/projection.js'
import { RowBatch } from '../../platform/projections/row-batch.js'
import { streamEvents } from '../../platform/projections/stream-events.js'
import type { DividendEvent } from './dividend-decider.js'
import type { IqsDividendEntitlementsTable, IqsDividendsTable } from './dividends.table.js'

type DividendRow = Selectable<IqsDividendsTable>
type EntitlementRow = Selectable<IqsDividendEntitlementsTable>

const entitlementKey = (dividendId: string, traderId: string) => `${dividendId}:${traderId}`

/**
 * iqs_dividends and iqs_dividend_entitlements: each dividend with its running totals (paid, unpaid,
 * holders paid), and each holder's line of its payment run.
 */
export const dividendsProjection: Projection = {
  name: 'iqs-dividends',
  tables: ['iqs_dividends', 'iqs_dividend_entitlements'],
  async apply(trx, recorded) {
    const events = streamEvents<DividendEvent>(recorded, 'dividend-')
    if (events.length === 0) return
    const dividends = new RowBatch<DividendRow>('iqs_dividends', 'dividend_id')
    const lines = new RowBatch<EntitlementRow>('iqs_dividend_entitlements', 'id')
    await dividends.load(
      trx,
      events.map((e) => e.event.dividendId),
    )
    await lines.load(
      trx,
      events.flatMap(({ event }) =>
        event.type === 'DividendPaymentsMarked'
          ? event.traderIds.map((id) => entitlementKey(event.dividendId, id))
          : [],
      ),
    )
    for (const { event } of events) {
      const dividend = dividends.get(event.dividendId)
      switch (event.type) {
        case 'DividendDeclared':
          dividends.set({
            dividend_id: event.dividendId,
            title: event.title,
            amount_per_share: event.amountPerShare,
            record_date: event.recordDate,
            payment_date: event.paymentDate,
            state: 'DECLARED',
            declared_at: event.at,
            declared_by: event.declaredBy,
            record_position: null,
            fixed_at: null,
            total_shares: '0',
            declared_eur: null,
            total_eur: null,
            holders: 0,
            payable_holders: 0,
            paid_holders: 0,
            paid_eur: '0.00',
            cancelled_at: null,
          })
          break
        case 'DividendEntitlementsFixed': {
          const payable = event.entitlements.filter((e) => isPayable(e.amountEur)).length
          for (const e of event.entitlements)
            lines.set({
              id: entitlementKey(event.dividendId, e.traderId),
              dividend_id: event.dividendId,
              trader_id: e.traderId,
              iqs_shares: e.iqsShares,
              ost_shares: e.ostShares,
              amount_eur: e.amountEur,
              paid_at: null,
              payment_reference: null,
            })
          dividends.set({
            ...dividend!,
            state: 'FIXED',
            record_position: event.recordPosition,
            fixed_at: event.at,
            total_shares: event.totalShares,
            declared_eur: event.declaredEur,
            total_eur: event.totalEur,
            holders: event.entitlements.length,
            payable_holders: payable,
          })
          break
        }
        case 'DividendPaymentsMarked': {
          const paid = event.traderIds.map((id) => {
            const line = lines.get(entitlementKey(event.dividendId, id))!
            lines.set({ ...line, paid_at: event.at, payment_reference: event.reference })
            return String(line.amount_eur)
          })
          const paidHolders = dividend!.paid_holders + paid.length
          dividends.set({
            ...dividend!,
            paid_holders: paidHolders,
            paid_eur: sumEur([String(dividend!.paid_eur), ...paid]),
            state: paidHolders >= dividend!.payable_holders ? 'PAID' : 'FIXED',
          })
          break
        }
        case 'DividendCancelled':
          dividends.set({ ...dividend!, state: 'CANCELLED', cancelled_at: event.at })
          break
        default:
          break
      }
    }
    await dividends.flush(trx)
    await lines.flush(trx)
  },
}
