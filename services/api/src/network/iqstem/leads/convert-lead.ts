import type { Transaction } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { appError } from '../../../platform/errors.js'
import { findUserByEmail } from '../../../identity/users/users.repository.js'
import { insertDraft } from '../../projects/my-projects.repository.js'
import { projectProcess } from '../../projects/project-process.js'
import { PROJECT_OWNER_ROLES } from '../../projects/project-owners.js'
import { recordCreation } from '../../workflow/apply-transition.js'
import { leadProjectFields } from './lead-project.js'

/**
 * The project owner a lead is converted for: the live client or executive partner account with
 * this e-mail whose membership an admin approved; 422 LEAD_OWNER_INVALID otherwise (no such
 * account, another role, not approved). Its id.
 */
async function projectOwnerId(trx: Transaction<Database>, email: string): Promise<number> {
  const user = await findUserByEmail(trx, email)
  if (!user || !PROJECT_OWNER_ROLES.includes(user.user_type)) throw appError('LEAD_OWNER_INVALID')
  const member = await trx
    .selectFrom('network_members')
    .select('status')
    .where('user_id', '=', user.id)
    .executeTakeFirst()
  if (member?.status !== 'APPROVED') throw appError('LEAD_OWNER_INVALID')
  return user.id
}

/**
 * The lead's `convert` change, in its transaction (the lead is locked and qualified): the draft
 * project pre-filled from the lead, owned by the account of `ownerEmail`, written and recorded with
 * the projects' own code (its `create`, by the admin), and linked to the lead. Any refusal rolls
 * the lead's move back too.
 */
export async function convertLeadToProject(
  trx: Transaction<Database>,
  convert: { leadId: number; ownerEmail: string; adminUserId: number; at: Date },
): Promise<number> {
  const ownerId = await projectOwnerId(trx, convert.ownerEmail)
  const lead = await trx
    .selectFrom('iqstem_leads')
    .select(['company', 'need', 'sector', 'budget', 'contact_name', 'contact_role'])
    .where('id', '=', convert.leadId)
    .executeTakeFirstOrThrow()
  const projectId = await insertDraft(trx, ownerId, leadProjectFields(lead), convert.at)
  await recordCreation(trx, projectProcess, {
    entityId: projectId,
    transition: 'create',
    actor: { role: 'admin', userId: convert.adminUserId },
    at: convert.at,
  })
  await trx
    .updateTable('iqstem_leads')
    .set({ project_id: projectId })
    .where('id', '=', convert.leadId)
    .execute()
  return projectId
}
