/**
 * The query keys of the member admin areas (issue 18) and of the applicants' review they share with
 * the IQStem area, in one place so each action refreshes what it changed. Under `account`: dropped
 * with everything else of the signed-in user when the session changes.
 */
export const memberAdminKeys = {
  all: ['account', 'member-admin'] as const,
  reviews: ['account', 'member-admin', 'reviews'] as const,
  member: (userId: number) => ['account', 'member-admin', 'member', userId] as const,
}
