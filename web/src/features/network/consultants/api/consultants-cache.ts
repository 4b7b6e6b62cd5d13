/** Under `account`: dropped with everything else of the signed-in user at sign-out. */
export const CONSULTANTS_KEY = ['account', 'network-consultants'] as const

export const consultantKey = (userId: number) => [...CONSULTANTS_KEY, 'one', userId] as const
export const SHORTLIST_KEY = [...CONSULTANTS_KEY, 'shortlist'] as const
