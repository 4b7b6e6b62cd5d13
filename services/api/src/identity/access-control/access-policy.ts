import type { Role, UserType } from '@iqs/protocol'

/**
 * Who may call a route. Every route declares one in its options:
 * `config: { access: 'public' }`, `'signedIn'`, `'pendingTotp'` or
 * `{ roles: ['Admin', 'Auditor'] }`. A route without one is refused
 * (deny by default), and a test lists every route to catch it first.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any fully signed-in user, whatever the role.
 * - `pendingTotp`: only a browser that passed the password and owes the second factor.
 * - `{ roles }`: a fully signed-in user of one of these roles.
 */
export type AccessPolicy = 'public' | 'signedIn' | 'pendingTotp' | { readonly roles: readonly UserType[] }

/** Who is asking: the role (Guest when not signed in) and whether a second factor is owed. */
export interface Principal {
  role: Role
  pendingTotp: boolean
}

/** 'allow', or why not: 'unauthenticated' (401: sign in) or 'forbidden' (403: your role may not). */
export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden'

/**
 * The whole rule in one pure function, so the matrix test and the hook
 * agree by construction.
 *
 * @example decideAccess({ roles: ['Admin'] }, { role: 'Client', pendingTotp: false }) // 'forbidden'
 */
export function decideAccess(policy: AccessPolicy | undefined, principal: Principal): AccessDecision {
  if (policy === undefined) return 'forbidden'
  if (policy === 'public') return 'allow'
  if (policy === 'pendingTotp') return principal.pendingTotp ? 'allow' : 'unauthenticated'
  if (principal.role === 'Guest') return 'unauthenticated'
  if (policy === 'signedIn') return 'allow'
  return policy.roles.includes(principal.role) ? 'allow' : 'forbidden'
}
