import type { ContractNotificationKind, NotificationParams } from '@iqs/protocol'
import { insertNotifications, type NewNotification } from '../notifications/notifications.repository.js'
import type { EffectContext } from '../workflow/process.js'
import { contractLink } from './contract-links.js'

/** Each transition's notice. */
const KINDS: Record<string, ContractNotificationKind> = {
  draft: 'contract.drafted',
  sign: 'contract.signed',
  countersign: 'contract.countersigned',
  start: 'contract.started',
  complete: 'contract.completed',
  terminate: 'contract.terminated',
  lapse: 'contract.lapsed',
}

/**
 * The effect of every contract transition: tells the other party, in the transition's transaction
 * (the mail follows once it committed). A party's move is told to the other; the system's (a start
 * on the start date, a lapse, an erased party's end) to both parties whose accounts are not erased.
 */
export async function notifyOtherParty(context: EffectContext): Promise<void> {
  const { trx, entityId, actorRole, transition } = context
  const contract = await trx
    .selectFrom('network_contracts as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('users as cu', 'cu.id', 'c.consultant_user_id')
    .innerJoin('users as ou', 'ou.id', 'c.owner_user_id')
    .select([
      'c.id',
      'c.consultant_user_id',
      'c.owner_user_id',
      'p.title',
      'cu.deleted_at as consultant_deleted_at',
      'ou.deleted_at as owner_deleted_at',
    ])
    .where('c.id', '=', String(entityId))
    .executeTakeFirstOrThrow()
  const params: NotificationParams = {
    ...(contract.title ? { project_title: contract.title } : {}),
    ...(context.message ? { message: context.message } : {}),
  }
  const kind = KINDS[transition]
  if (!kind) return
  const recipients: number[] = []
  if (actorRole !== 'consultant' && contract.consultant_deleted_at === null)
    recipients.push(contract.consultant_user_id)
  if (actorRole !== 'owner' && contract.owner_deleted_at === null) recipients.push(contract.owner_user_id)
  const notices: NewNotification[] = recipients.map((recipientUserId) => ({
    recipientUserId,
    kind,
    params,
    link: contractLink(contract.id),
  }))
  await insertNotifications(trx, notices, context.at)
}
