/** Under `account`: dropped with everything else of the signed-in user at sign-out. */
export const IQSTEM_KEY = ['account', 'network-iqstem'] as const

export const leadsKey = [...IQSTEM_KEY, 'leads'] as const
export const leadKey = (id: number) => [...leadsKey, 'one', id] as const
export const referralsKey = [...IQSTEM_KEY, 'referrals'] as const
export const iqstemProjectsKey = [...IQSTEM_KEY, 'projects'] as const
export const commissionsKey = [...IQSTEM_KEY, 'commissions'] as const
