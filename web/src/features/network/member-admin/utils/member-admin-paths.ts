import { paths } from '../../../../lib/paths.js'

/** The roles with a member admin area of their own (spec §2; IQStem has its area, issue 17). */
export type MemberAdminRole = 'ExecPartner' | 'Consultant' | 'Client'

const BASE: Record<MemberAdminRole, string> = {
  ExecPartner: paths.adminExecPartners,
  Consultant: paths.adminConsultants,
  Client: paths.adminClients,
}

/**
 * The addresses of a member admin area (spec §2 route tree). A member's page is `details/{id}` for
 * partners and consultants; clients have one under each list (`pending/details/{id}`,
 * `reports/details/{id}`), so the way back leads to the list the admin came from.
 */
export const memberAdminPaths = {
  reports: (role: MemberAdminRole) => `${BASE[role]}/reports`,
  pending: (role: MemberAdminRole) => `${BASE[role]}/pending`,
  search: `${paths.adminConsultants}/search`,
  pendingDetails: (role: MemberAdminRole, userId: number) =>
    role === 'Client' ? `${BASE.Client}/pending/details/${userId}` : `${BASE[role]}/details/${userId}`,
  reportDetails: (role: MemberAdminRole, userId: number) =>
    role === 'Client' ? `${BASE.Client}/reports/details/${userId}` : `${BASE[role]}/details/${userId}`,
}

/** The admin group each area needs (the api's `MEMBER_ADMIN_PERMISSION`). */
export const AREA_PERMISSION = {
  ExecPartner: 'exec_partners',
  Consultant: 'consultants',
  Client: 'clients',
} as const satisfies Record<MemberAdminRole, string>
