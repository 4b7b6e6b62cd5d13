import { useMatches } from 'react-router'
import type { MemberAdminRole } from '../utils/member-admin-paths.js'

/**
 * The role of the member admin area the page is in, from its route's handle (`memberRole`, set by
 * the router's `memberAdminArea`): the three areas share their pages.
 */
export function useMemberRole(): MemberAdminRole {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const role = (matches[i]?.handle as { memberRole?: MemberAdminRole } | undefined)?.memberRole
    if (role) return role
  }
  throw new Error('A member admin page outside a member admin area (no memberRole in its route handle)')
}
