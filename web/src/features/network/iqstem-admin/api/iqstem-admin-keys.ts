/**
 * The query keys of the IQStem admin area, in one place so each action refreshes what it changed.
 * Under `account`: dropped with everything else of the signed-in user when the session changes.
 */
export const iqstemAdminKeys = {
  all: ['account', 'iqstem-admin'] as const,
  leads: ['account', 'iqstem-admin', 'leads'] as const,
  lead: (id: number) => ['account', 'iqstem-admin', 'leads', 'one', id] as const,
  representatives: ['account', 'iqstem-admin', 'representatives'] as const,
  members: ['account', 'iqstem-admin', 'members'] as const,
  member: (userId: number) => ['account', 'iqstem-admin', 'members', 'one', userId] as const,
  referrals: ['account', 'iqstem-admin', 'referrals'] as const,
  rates: ['account', 'iqstem-admin', 'rates'] as const,
  commissions: ['account', 'iqstem-admin', 'commissions'] as const,
  reports: ['account', 'iqstem-admin', 'reports'] as const,
}
