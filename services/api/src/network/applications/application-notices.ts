import type { NotificationKind, NotificationParams } from '@iqs/protocol'
import { insertNotifications, type NewNotification } from '../notifications/notifications.repository.js'
import type { EffectContext } from '../workflow/process.js'
import { consultantApplicationLink, ownerProjectLink } from './application-links.js'

/**
 * The effect of every application transition: tells the other side, in the transition's
 * transaction (the mail follows once it committed). The owner hears of the consultant's moves and
 * the consultant of the owner's; a deadline (expire) is told to both; a withdrawal by the system (the
 * consultant's account was erased) only to the owner, without the erased name. An erased owner
 * (the project has none left) hears nothing.
 */
export async function notifyOtherSide(context: EffectContext): Promise<void> {
  const { trx, entityId, to, actorRole, transition } = context
  const found = await trx
    .selectFrom('network_applications as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .innerJoin('users as c', 'c.id', 'a.consultant_user_id')
    .leftJoin('users as o', 'o.id', 'p.owner_user_id')
    .select([
      'a.id',
      'a.consultant_user_id',
      'p.id as project_id',
      'p.title',
      'p.owner_user_id',
      'o.user_type as owner_role',
      'c.first_name',
      'c.last_name',
    ])
    .where('a.id', '=', String(entityId))
    .executeTakeFirstOrThrow()

  const erasure = actorRole === 'system' && transition === 'withdraw'
  const name = `${found.first_name} ${found.last_name}`.trim()
  const params: NotificationParams = {
    ...(found.title ? { project_title: found.title } : {}),
    ...(name && !erasure ? { consultant_name: name } : {}),
    ...(context.message ? { message: context.message } : {}),
  }
  const kind = `application.${to}` as NotificationKind
  const notices: NewNotification[] = []
  if (actorRole !== 'applicant' && !erasure)
    notices.push({
      recipientUserId: found.consultant_user_id,
      kind,
      params,
      link: consultantApplicationLink(found.id),
    })
  if (actorRole !== 'owner' && found.owner_user_id !== null && found.owner_role)
    notices.push({
      recipientUserId: found.owner_user_id,
      kind,
      params,
      link: ownerProjectLink(found.owner_role, found.project_id),
    })
  await insertNotifications(trx, notices, context.at)
}
