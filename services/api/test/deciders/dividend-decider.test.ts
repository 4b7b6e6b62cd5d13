import { describe, expect, it } from 'vitest'
import {
  dividendDecider,
  type DividendCommand,
  type DividendEvent,
  type FixedTerms,
} from '../../src/iqs/dividends/dividend-decider.js'
import { recordDateEnd } from '../../src/iqs/dividends/record-date.js'
import { spec } from '../helpers/decider-spec.js'

const DECLARED_AT = '2026-12-15T09:00:00.000Z'
/** 2026-12-31 ends at 23:00 UTC (midnight in Paris). */
const AFTER = '2026-12-31T23:00:00.000Z'
const terms = {
  dividendId: 'd-1',
  title: 'Dividend 2026',
  amountPerShare: '0.0125',
  recordDate: '2026-12-31',
  paymentDate: '2027-01-15',
  declaredBy: 'admin',
  at: DECLARED_AT,
}
const fixedTerms: FixedTerms = {
  recordPosition: 42,
  entitlements: [
    { traderId: 'a', iqsShares: 1100, ostShares: 0, amountEur: '13.75' },
    { traderId: 'b', iqsShares: 300, ostShares: 200, amountEur: '6.25' },
    { traderId: 'c', iqsShares: 0, ostShares: 0, amountEur: '0.00' },
  ],
  totalShares: '1600',
  declaredEur: '20.00',
  totalEur: '20.00',
  fixedBy: 'admin',
  at: AFTER,
}
const declared: DividendEvent = { type: 'DividendDeclared', ...terms }
const fixed: DividendEvent = { type: 'DividendEntitlementsFixed', dividendId: 'd-1', ...fixedTerms }
const paid = (traderIds: string[], reference = 'SEPA-1'): DividendEvent => ({
  type: 'DividendPaymentsMarked',
  dividendId: 'd-1',
  traderIds,
  reference,
  markedBy: 'admin',
  at: AFTER,
})
const pay = (traderIds?: string[]): DividendCommand => ({
  type: 'MarkPayments',
  ...(traderIds ? { traderIds } : {}),
  reference: 'SEPA-1',
  markedBy: 'admin',
  at: AFTER,
})
const cancel: DividendCommand = { type: 'CancelDividend', cancelledBy: 'admin', at: AFTER }
const cancelled: DividendEvent = {
  type: 'DividendCancelled',
  dividendId: 'd-1',
  cancelledBy: 'admin',
  at: AFTER,
}

const given = (events: DividendEvent[]) => spec(dividendDecider).given(events)
const refused = (reason: string) => ({ details: { reason } })

describe('dividend decider: declaring and fixing', () => {
  it('declares once; with the record date over, fixes the entitlements in the same command', () => {
    given([])
      .when({ type: 'DeclareDividend', ...terms })
      .then([declared])
    given([declared])
      .when({ type: 'DeclareDividend', ...terms })
      .thenThrows('DIVIDEND_INVALID')
    given([])
      .when({ type: 'DeclareDividend', ...terms, at: AFTER, fix: fixedTerms })
      .then([{ ...declared, at: AFTER }, fixed])
  })

  it('refuses a payment date before the record date', () => {
    given([])
      .when({ type: 'DeclareDividend', ...terms, paymentDate: '2026-12-30' })
      .thenThrows('DIVIDEND_INVALID')
  })

  it('fixes only once the record date is over in Paris, and only once', () => {
    given([declared])
      .when({ type: 'FixEntitlements', ...fixedTerms, at: '2026-12-31T22:59:59.999Z' })
      .thenThrows('DIVIDEND_REFUSED', refused('RECORD_DATE_NOT_OVER'))
    given([declared])
      .when({ type: 'FixEntitlements', ...fixedTerms })
      .then([fixed])
    given([declared, fixed])
      .when({ type: 'FixEntitlements', ...fixedTerms })
      .thenThrows('DIVIDEND_REFUSED', refused('ALREADY_FIXED'))
    given([])
      .when({ type: 'FixEntitlements', ...fixedTerms })
      .thenThrows('DIVIDEND_NOT_FOUND')
  })
})

describe('dividend decider: payments', () => {
  it('marks the holders named, or every unpaid one owed a cent or more', () => {
    given([declared, fixed])
      .when(pay(['b']))
      .then([paid(['b'])])
    given([declared, fixed])
      .when(pay())
      .then([paid(['a', 'b'])])
    given([declared, fixed, paid(['b'])])
      .when(pay())
      .then([paid(['a'])])
    given([declared, fixed])
      .when(pay(['b', 'b']))
      .then([paid(['b'])])
  })

  it('refuses a payment before fixing, to a holder owed nothing, or twice', () => {
    given([declared])
      .when(pay(['a']))
      .thenThrows('DIVIDEND_REFUSED', refused('NOT_FIXED'))
    for (const who of ['c', 'nobody'])
      given([declared, fixed])
        .when(pay([who]))
        .thenThrows('DIVIDEND_REFUSED', refused('NOT_ENTITLED'))
    given([declared, fixed, paid(['a'])])
      .when(pay(['a']))
      .thenThrows('DIVIDEND_REFUSED', refused('ALREADY_PAID'))
    given([declared, fixed, paid(['a', 'b'])])
      .when(pay())
      .thenThrows('DIVIDEND_REFUSED', refused('ALREADY_PAID'))
  })
})

describe('dividend decider: cancelling', () => {
  it('cancels before any payment, and then refuses everything', () => {
    given([declared]).when(cancel).then([cancelled])
    given([declared, fixed]).when(cancel).then([cancelled])
    given([declared, fixed, paid(['a'])])
      .when(cancel)
      .thenThrows('DIVIDEND_REFUSED', refused('HAS_PAYMENTS'))
    for (const command of [cancel, pay(), { type: 'FixEntitlements', ...fixedTerms } as const])
      given([declared, cancelled]).when(command).thenThrows('DIVIDEND_REFUSED', refused('CANCELLED'))
  })
})

describe('record date', () => {
  it('ends at midnight in Paris, summer or winter, and across the clock changes', () => {
    expect(recordDateEnd('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z')
    expect(recordDateEnd('2026-06-30').toISOString()).toBe('2026-06-30T22:00:00.000Z')
    // Clocks go forward on 29 March 2026 at 02:00: the 28th ends at 23:00 UTC, the 29th at 22:00.
    expect(recordDateEnd('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(recordDateEnd('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z')
    // Back on 25 October 2026 at 03:00: the 24th ends at 22:00 UTC, the 25th at 23:00.
    expect(recordDateEnd('2026-10-24').toISOString()).toBe('2026-10-24T22:00:00.000Z')
    expect(recordDateEnd('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z')
    expect(recordDateEnd('2028-02-29').toISOString()).toBe('2028-02-29T23:00:00.000Z')
  })
})
