/** Under `account`: dropped with everything else of the signed-in user at sign-out. */
export const NOTIFICATIONS_KEY = ['account', 'network-notifications'] as const
