import type { AdminPermission, Role, UserType } from '@iqs/protocol'

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
 * - `{ roles, admin }`: the same, and an Admin must also hold that admin group (issue 18). A
 *   policy that lets Admin in must name the group: one that does not refuses every admin.
 *   `admin: 'byRecord'`: any admin passes the hook, and the handler asks for the group of the
 *   record it loaded (`requireAdminPermission`): a member's review needs that member's role's group.
 */
export type AccessPolicy =
  | 'public'
  | 'signedIn'
  | 'pendingTotp'
  | { readonly roles: readonly UserType[]; readonly admin?: AdminPermission | 'byRecord' }

/** Who is asking: the role (Guest when not signed in) and whether a second factor is owed. */
export interface Principal {
  role: Role
  pendingTotp: boolean
  /** An admin's groups (none for other roles). */
  adminPermissions?: ReadonlySet<AdminPermission>
}

/**
 * 'allow', or why not: 'unauthenticated' (401: sign in), 'forbidden' (403: your role may not) or
 * 'missingPermission' (403: an admin without the route's group).
 */
export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'missingPermission'

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
  if (!policy.roles.includes(principal.role)) return 'forbidden'
  if (principal.role !== 'Admin') return 'allow'
  if (policy.admin === 'byRecord') return 'allow'
  return policy.admin !== undefined && principal.adminPermissions?.has(policy.admin)
    ? 'allow'
    : 'missingPermission'
}
