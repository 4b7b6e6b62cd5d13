/** A lead's page for the member who brought it (web: /my-iqstem/my-leads/:leadId). */
export const leadLink = (leadId: number) => `/my-iqstem/my-leads/${leadId}`
