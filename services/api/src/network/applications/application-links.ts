import type { UserType } from '@iqs/protocol'

/** The consultant's page of one application (web: /my-projects/applications/:applicationId). */
export const consultantApplicationLink = (applicationId: string) =>
  `/my-projects/applications/${applicationId}`

/**
 * The owner's page of the project, with its applicants: the client's project-status/:projectId and
 * the executive partner's my-projects/:projectId (web/src/app/router.tsx).
 */
export const ownerProjectLink = (ownerRole: UserType, projectId: number) =>
  ownerRole === 'ExecPartner'
    ? `/my-projects/my-projects/${projectId}`
    : `/my-projects/project-status/${projectId}`
