/**
 * The query keys of the member reports, the admins' consultant search and the exec partner cards,
 * in one place so each action refreshes what it changed. Under `account`: dropped with everything
 * else of the signed-in user when the session changes.
 */
export const memberReportsKeys = {
  reports: ['account', 'member-reports', 'reports'] as const,
  consultants: ['account', 'member-reports', 'consultants'] as const,
  /** Every card query: the list and each partner's. */
  cards: ['account', 'member-reports', 'cards'] as const,
  cardList: ['account', 'member-reports', 'cards', 'list'] as const,
  card: (userId: number) => ['account', 'member-reports', 'cards', 'one', userId] as const,
}
