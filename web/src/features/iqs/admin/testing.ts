import type { AdminDividend, AdminDividendDetail, DividendEntitlement } from '@iqs/protocol'

/** The component tests' dividends (issue 19): one fixed, of 2 holders, none paid yet. */
export const dividend = (overrides: Partial<AdminDividend> = {}): AdminDividend => ({
  id: 'd1',
  title: 'Dividend 2026',
  amountPerShare: '0.0125',
  recordDate: '2026-12-31',
  paymentDate: '2027-01-15',
  state: 'FIXED',
  declaredAt: '2026-12-01T09:00:00.000Z',
  fixedAt: '2027-01-01T08:00:00.000Z',
  cancelledAt: null,
  recordPosition: 120,
  canFix: false,
  holders: 2,
  payableHolders: 2,
  totalShares: '27599',
  declaredEur: '344.9875',
  totalEur: '344.98',
  roundingEur: '0.0075',
  paidEur: '0.00',
  unpaidEur: '344.98',
  paidHolders: 0,
  ...overrides,
})

/** A dividend whose record date is not over: no entitlements, no totals. */
export const DECLARED_DIVIDEND = dividend({
  id: 'd2',
  title: 'Interim dividend 2027',
  amountPerShare: '0.5',
  recordDate: '2027-06-30',
  paymentDate: '2027-07-10',
  state: 'DECLARED',
  fixedAt: null,
  recordPosition: null,
  holders: 0,
  payableHolders: 0,
  totalShares: '0',
  declaredEur: null,
  totalEur: null,
  roundingEur: null,
  unpaidEur: '0.00',
})

export const entitlement = (overrides: Partial<DividendEntitlement> = {}): DividendEntitlement => ({
  userId: 6,
  holder: 'Tess Trader',
  email: 'trader2@iqs.demo',
  iqsShares: '25100',
  ostShares: '1500',
  amountEur: '332.50',
  paidAt: null,
  paymentReference: null,
  ...overrides,
})

/** The fixed dividend with its two lines, largest first. */
export const dividendDetail = (
  overrides: Partial<AdminDividendDetail> = {},
  entitlements: DividendEntitlement[] = [
    entitlement(),
    entitlement({
      userId: 9,
      holder: 'Sam Trader',
      email: 'sam@iqs.demo',
      iqsShares: '999',
      ostShares: '0',
      amountEur: '12.48',
    }),
  ],
): AdminDividendDetail => ({ ...dividend(), entitlements, ...overrides })
