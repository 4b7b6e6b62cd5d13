import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { appError } from '../../../platform/errors.js'
import { recordCreation } from '../../workflow/apply-transition.js'
import { leadProcess } from './lead-process.js'
import { duplicateField, duplicateFieldOf, insertLead, type LeadFields } from './leads.repository.js'

/** 403 MEMBER_NOT_APPROVED unless an admin approved the member's application (network_members). */
export async function assertApprovedMember(db: Kysely<Database>, userId: number): Promise<void> {
  const member = await db
    .selectFrom('network_members')
    .select('status')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (member?.status !== 'APPROVED') throw appError('MEMBER_NOT_APPROVED')
}

/**
 * A member brings a lead: approved members only (403 MEMBER_NOT_APPROVED), a client nobody brought
 * yet (409 LEAD_DUPLICATE, `details.field`: the company, folded, or the contact's e-mail, of a
 * lead that is not lost). The duplicate check answers clearly; the live-lead unique indexes decide
 * between two submissions at the same moment, and their refusal is the same 409. The lead and its
 * `submit` are written in one transaction. Its id.
 */
export async function submitLead(
  db: Kysely<Database>,
  memberUserId: number,
  fields: LeadFields,
  at: Date,
): Promise<number> {
  await assertApprovedMember(db, memberUserId)
  const duplicate = await duplicateField(db, fields)
  if (duplicate) throw appError('LEAD_DUPLICATE', undefined, { field: duplicate })
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertLead(trx, memberUserId, fields, at)
      await recordCreation(trx, leadProcess, {
        entityId: id,
        transition: 'submit',
        actor: { role: 'owner', userId: memberUserId },
        at,
      })
      return id
    })
  } catch (error) {
    const field = duplicateFieldOf(error)
    if (field) throw appError('LEAD_DUPLICATE', undefined, { field })
    throw error
  }
}
