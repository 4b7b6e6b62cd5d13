import type { IqstemNotificationKind, NotificationParams } from '@iqs/protocol'
import { insertNotifications } from '../../notifications/notifications.repository.js'
import type { EffectContext } from '../../workflow/process.js'
import { leadLink } from './lead-links.js'

/** The notice of each transition the member hears of. */
export const LEAD_NOTICE_KINDS = {
  qualify: 'lead.qualified',
  convert: 'lead.converted',
  contract: 'lead.contracted',
  lose: 'lead.lost',
} as const satisfies Record<string, IqstemNotificationKind>

/**
 * The effect of the lead's moves the member follows: tells the member who brought it, in the
 * transition's transaction (the mail follows once it committed), with the lead's company and the
 * move's message (the representative's notes, a loss's reason). Nobody is told on an erased
 * account. It only inserts a row, so it is safe inside another part's transaction (`contract`,
 * taken when a contract is countersigned).
 */
export async function notifyMember(context: EffectContext): Promise<void> {
  const kind = LEAD_NOTICE_KINDS[context.transition as keyof typeof LEAD_NOTICE_KINDS]
  if (!kind) return
  const lead = await context.trx
    .selectFrom('iqstem_leads as l')
    .innerJoin('users as u', 'u.id', 'l.member_user_id')
    .select(['l.id', 'l.member_user_id', 'l.company', 'u.deleted_at'])
    .where('l.id', '=', Number(context.entityId))
    .executeTakeFirstOrThrow()
  if (lead.deleted_at !== null) return
  const params: NotificationParams = {
    company: lead.company,
    ...(context.message ? { message: context.message } : {}),
  }
  await insertNotifications(
    context.trx,
    [{ recipientUserId: lead.member_user_id, kind, params, link: leadLink(lead.id) }],
    context.at,
  )
}
