import type { AdminPermission } from '@iqs/protocol'
import type { UserType } from '../identity/users/users.table.js'

/** The password of every demo account; the README lists them. Demo mode only. */
export const DEMO_PASSWORD = 'demo-pass-2024'

export interface DemoAccount {
  email: string
  firstName: string
  lastName: string
  userType: UserType
  /** A trader whose white-list application is approved once the token side exists (issue 7). */
  trader?: boolean
  /** An admin holding only these groups (issue 18); an admin without the list holds them all. */
  adminPermissions?: readonly AdminPermission[]
}

/** The demo admin, who holds every admin group and approves the demo's traders. */
export const DEMO_ADMIN_EMAIL = 'admin@iqs.demo'

/** One account per role, plus two approved traders to trade against each other. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: DEMO_ADMIN_EMAIL, firstName: 'Alice', lastName: 'Admin', userType: 'Admin' },
  // An admin of the web site only (issue 18): the other admin areas refuse her.
  {
    email: 'webmaster@iqs.demo',
    firstName: 'Wendy',
    lastName: 'Webmaster',
    userType: 'Admin',
    adminPermissions: ['web_site'],
  },
  { email: 'auditor@iqs.demo', firstName: 'Arthur', lastName: 'Auditor', userType: 'Auditor' },
  { email: 'client@iqs.demo', firstName: 'Claire', lastName: 'Client', userType: 'Client' },
  { email: 'consultant@iqs.demo', firstName: 'Camille', lastName: 'Consultant', userType: 'Consultant' },
  { email: 'partner@iqs.demo', firstName: 'Pierre', lastName: 'Partner', userType: 'ExecPartner' },
  { email: 'iqstem@iqs.demo', firstName: 'Ines', lastName: 'Member', userType: 'IQStem' },
  { email: 'trader1@iqs.demo', firstName: 'Theo', lastName: 'Trader', userType: 'Consultant', trader: true },
  { email: 'trader2@iqs.demo', firstName: 'Tess', lastName: 'Trader', userType: 'ExecPartner', trader: true },
  // One applicant per role whose onboarding waits for an admin's review (issue 15).
  { email: 'pending-client@iqs.demo', firstName: 'Paula', lastName: 'Pending', userType: 'Client' },
  { email: 'pending-consultant@iqs.demo', firstName: 'Paul', lastName: 'Pending', userType: 'Consultant' },
  { email: 'pending-partner@iqs.demo', firstName: 'Patrice', lastName: 'Pending', userType: 'ExecPartner' },
  { email: 'pending-iqstem@iqs.demo', firstName: 'Pia', lastName: 'Pending', userType: 'IQStem' },
]
