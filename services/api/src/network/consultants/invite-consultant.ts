import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { insertNotifications } from '../notifications/notifications.repository.js'
import { insertInvitation } from './invitations.repository.js'
import { findConsultantRow } from './shown-consultants.js'

/** The consultant's page of the project: the job's details, where they apply (web router). */
export const invitedJobLink = (projectId: number) => `/my-projects/jobs/details/${projectId}`

/**
 * `ownerId` invites a consultant to apply to one of their projects, and the consultant is told (a
 * notification written in the same transaction; its mail goes after the commit). The consultant
 * must be shown (404 CONSULTANT_NOT_FOUND), the project the owner's and on the board (404
 * PROJECT_NOT_FOUND for a draft, another owner's or a missing one, as ids are not a way to probe;
 * 409 PROJECT_CLOSED), and the pair not invited yet (409 ALREADY_INVITED). The project is
 * share-locked meanwhile, so a close cannot slip in between.
 */
export async function inviteConsultant(
  db: Kysely<Database>,
  invitation: { ownerId: number; consultantId: number; projectId: number; message: string; at: Date },
): Promise<void> {
  const { ownerId, consultantId, projectId, message, at } = invitation
  if (!(await findConsultantRow(db, consultantId))) throw appError('CONSULTANT_NOT_FOUND')
  await db.transaction().execute(async (trx) => {
    const project = await trx
      .selectFrom('projects')
      .select(['status', 'title'])
      .where('id', '=', projectId)
      .where('owner_user_id', '=', ownerId)
      .forShare()
      .executeTakeFirst()
    if (!project || project.status === 'draft') throw appError('PROJECT_NOT_FOUND', `No project ${projectId}`)
    if (project.status === 'closed') throw appError('PROJECT_CLOSED')
    await insertInvitation(trx, { projectId, consultantId, ownerId, message, at })
    await insertNotifications(
      trx,
      [
        {
          recipientUserId: consultantId,
          kind: 'invitation.received',
          params: {
            ...(project.title ? { project_title: project.title } : {}),
            ...(message ? { message } : {}),
          },
          link: invitedJobLink(projectId),
        },
      ],
      at,
    )
  })
}
