import type { MemberReportRole } from '@iqs/protocol'
import { paths } from '../../../../lib/paths.js'

/** Each member admin area's base (spec §2). */
const AREA: Record<MemberReportRole, string> = {
  ExecPartner: paths.adminExecPartners,
  Consultant: paths.adminConsultants,
  Client: paths.adminClients,
}

/**
 * A member's details page in their role's admin area (spec §2): `details/{id}` for partners and
 * consultants, `reports/details/{id}` for clients.
 */
export function memberDetailsPath(role: MemberReportRole, userId: number): string {
  return role === 'Client' ? `${AREA.Client}/reports/details/${userId}` : `${AREA[role]}/details/${userId}`
}
