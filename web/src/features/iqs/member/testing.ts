import type { MemberDividend } from '@iqs/protocol'

/** A dividend as `GET /api/iqs/dividends` answers it for the component tests: fixed, due to me, not paid. */
export const memberDividend = (overrides: Partial<MemberDividend> = {}): MemberDividend => ({
  id: 'd1',
  title: 'Dividend 2026',
  amountPerShare: '0.0125',
  recordDate: '2026-12-31',
  paymentDate: '2027-01-15',
  state: 'FIXED',
  declaredAt: '2026-12-01T09:00:00.000Z',
  fixedAt: '2027-01-01T08:00:00.000Z',
  iqsShares: '25100',
  ostShares: '1500',
  amountEur: '332.50',
  paidAt: null,
  paymentReference: null,
  ...overrides,
})
