/** The pages of the IQStem admin area (spec §2 /admin-iqstem; iq-leads/:leadId and commissions are issue 17's). */
export const iqstemAdminPaths = {
  root: '/admin-iqstem',
  reports: '/admin-iqstem/reports',
  pending: '/admin-iqstem/pending',
  leads: '/admin-iqstem/iq-leads',
  lead: (leadId: number | string) => `/admin-iqstem/iq-leads/${leadId}`,
  consultants: '/admin-iqstem/consultants',
  details: (memberId: number | string) => `/admin-iqstem/details/${memberId}`,
  commissions: '/admin-iqstem/commissions',
} as const
