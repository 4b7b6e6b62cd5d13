import type { ExecPartnerCardStatus } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { recordAdminAction } from '../../platform/admin-journal/admin-journal.js'
import type { Database } from '../../platform/db/database.js'
import { cardPartners, shownPartners } from '../leaders/leader-cards.js'

/** The admin journal's record type of a card's hides and shows. */
export const CARD_RECORD_TYPE = 'exec_partner_card'

/** Executive partners (live accounts) with their headline and their card's hiding, if any. */
function partners(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .leftJoin('network_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('hidden_exec_partner_cards as h', 'h.user_id', 'u.id')
    .leftJoin('users as a', 'a.id', 'h.hidden_by')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.suspended_at',
      'p.title',
      'h.user_id as hidden_user_id',
      'h.reason',
      'h.hidden_at',
      'h.hidden_by',
      'a.first_name as hider_first_name',
      'a.last_name as hider_last_name',
    ])
    .where('u.user_type', '=', 'ExecPartner')
    .where('u.deleted_at', 'is', null)
}

type PartnerRow = Awaited<ReturnType<ReturnType<typeof partners>['execute']>>[number]

/** Whether the partner has a card, and whether the public pages show it now (`../leaders` decides both). */
interface Visibility {
  hasCard: boolean
  shown: boolean
}

function toStatus(row: PartnerRow, visibility: Visibility): ExecPartnerCardStatus {
  const hidden = row.hidden_user_id !== null
  return {
    user_id: Number(row.id),
    first_name: row.first_name || null,
    last_name: row.last_name || null,
    headline: row.title?.trim() || null,
    has_card: visibility.hasCard,
    hidden,
    suspended: row.suspended_at !== null,
    shown: visibility.shown,
    hidden_at: row.hidden_at?.toISOString() ?? null,
    hidden_by:
      row.hidden_by === null
        ? null
        : {
            user_id: Number(row.hidden_by),
            name: `${row.hider_first_name ?? ''} ${row.hider_last_name ?? ''}`.trim(),
          },
    reason: hidden ? (row.reason ?? '') : null,
  }
}

/**
 * One executive partner's card as the admins see it: whether they have one (the leaders pages'
 * own conditions, `../leaders`), whether it is hidden and by whom; undefined for anyone who is
 * not a live executive partner.
 */
export async function execPartnerCardStatus(
  db: Kysely<Database>,
  userId: number,
): Promise<ExecPartnerCardStatus | undefined> {
  const [row, card, shown] = await Promise.all([
    partners(db).where('u.id', '=', userId).executeTakeFirst(),
    cardPartners(db).select('u.id').where('u.id', '=', userId).executeTakeFirst(),
    shownPartners(db).select('u.id').where('u.id', '=', userId).executeTakeFirst(),
  ])
  return row && toStatus(row, { hasCard: card !== undefined, shown: shown !== undefined })
}

/**
 * Every partner with a card, and any partner whose card is hidden (hidden before they lost it:
 * it stays hidden if they get it back), by name.
 */
export async function listExecPartnerCards(db: Kysely<Database>): Promise<ExecPartnerCardStatus[]> {
  const withCard = cardPartners(db).select('u.id')
  const rows = await partners(db)
    .where((eb) => eb.or([eb('u.id', 'in', withCard), eb('h.user_id', 'is not', null)]))
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute()
  const [cards, shown] = await Promise.all([
    withCard.execute().then((found) => new Set(found.map((row) => Number(row.id)))),
    shownPartners(db)
      .select('u.id')
      .execute()
      .then((found) => new Set(found.map((row) => Number(row.id)))),
  ])
  return rows.map((row) => {
    const id = Number(row.id)
    return toStatus(row, { hasCard: cards.has(id), shown: shown.has(id) })
  })
}

/**
 * Hides or shows a partner's card, recording the change in the admin journal in the same
 * transaction. Asking for the state it is already in changes and records nothing: two admins
 * hiding at once leave one row and one record (the insert and the delete decide, atomically).
 *
 * @returns whether anything changed.
 */
export async function setExecPartnerCardHidden(
  db: Kysely<Database>,
  change: { userId: number; hidden: boolean; reason: string; adminId: number; at: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const changed = change.hidden
      ? await trx
          .insertInto('hidden_exec_partner_cards')
          .values({
            user_id: change.userId,
            reason: change.reason,
            hidden_by: change.adminId,
            hidden_at: change.at,
          })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .returning('user_id')
          .executeTakeFirst()
      : await trx
          .deleteFrom('hidden_exec_partner_cards')
          .where('user_id', '=', change.userId)
          .returning('user_id')
          .executeTakeFirst()
    if (!changed) return false
    await recordAdminAction(trx, {
      adminUserId: change.adminId,
      permission: 'exec_partners',
      recordType: CARD_RECORD_TYPE,
      recordId: change.userId,
      action: change.hidden ? 'hide' : 'show',
      changes: {
        hidden: { from: !change.hidden, to: change.hidden },
        ...(change.hidden && change.reason ? { reason: change.reason } : {}),
      },
      at: change.at,
    })
    return true
  })
}
