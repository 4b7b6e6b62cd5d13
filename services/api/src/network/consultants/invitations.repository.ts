import type { Invitation } from '@iqs/protocol'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { photoUrls } from '../profiles/profile-view.js'

/** Writes an invitation; 409 ALREADY_INVITED when the consultant was invited to the project (the key). */
export async function insertInvitation(
  trx: Transaction<Database>,
  row: { projectId: number; consultantId: number; ownerId: number; message: string; at: Date },
): Promise<void> {
  const existing = await trx
    .selectFrom('network_invitations')
    .select('project_id')
    .where('project_id', '=', row.projectId)
    .where('consultant_user_id', '=', row.consultantId)
    .executeTakeFirst()
  if (existing) throw appError('ALREADY_INVITED')
  try {
    await trx
      .insertInto('network_invitations')
      .values({
        project_id: row.projectId,
        consultant_user_id: row.consultantId,
        owner_user_id: row.ownerId,
        message: row.message,
        created_at: row.at,
      })
      .execute()
  } catch (error) {
    // Two invitations at once: the second insert meets the key (PostgreSQL aborted the transaction).
    if ((error as { code?: string }).code === '23505') throw appError('ALREADY_INVITED')
    throw error
  }
}

/** The invitations `ownerId` sent, newest first; of one project, or to one consultant, when given. */
export async function listSentInvitations(
  db: Kysely<Database>,
  ownerId: number,
  filter: { projectId?: number | undefined; consultantId?: number | undefined } = {},
): Promise<Invitation[]> {
  let query = db
    .selectFrom('network_invitations as i')
    .innerJoin('projects as pr', 'pr.id', 'i.project_id')
    .innerJoin('users as u', 'u.id', 'i.consultant_user_id')
    .leftJoin('network_profiles as p', 'p.user_id', 'u.id')
    .select([
      'i.project_id',
      'pr.title as project_title',
      'i.consultant_user_id',
      'u.first_name',
      'u.last_name',
      'u.deleted_at',
      'p.title',
      'p.avatar_key',
      'i.message',
      'i.created_at',
    ])
    .where('i.owner_user_id', '=', ownerId)
  if (filter.projectId !== undefined) query = query.where('i.project_id', '=', filter.projectId)
  if (filter.consultantId !== undefined) query = query.where('i.consultant_user_id', '=', filter.consultantId)
  const rows = await query.orderBy('i.created_at', 'desc').orderBy('i.project_id', 'desc').execute()
  return rows.map((row) => {
    const id = Number(row.consultant_user_id)
    // An erased consultant keeps their (anonymised) name on the owner's records, not their face.
    const erased = row.deleted_at !== null
    return {
      project: { id: Number(row.project_id), title: row.project_title },
      consultant: {
        user_id: id,
        first_name: row.first_name || null,
        last_name: row.last_name || null,
        title: erased ? null : row.title,
        thumbnail_url: erased ? null : (photoUrls(id, row.avatar_key)?.thumbnail_url ?? null),
      },
      message: row.message,
      created_at: row.created_at.toISOString(),
    }
  })
}

/** The invitations a consultant received, newest first. */
export async function listReceivedInvitations(db: Kysely<Database>, consultantId: number) {
  const rows = await db
    .selectFrom('network_invitations as i')
    .innerJoin('projects as pr', 'pr.id', 'i.project_id')
    .select(['i.project_id', 'pr.title', 'i.message', 'i.created_at'])
    .where('i.consultant_user_id', '=', consultantId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.project_id', 'desc')
    .execute()
  return rows.map((row) => ({
    project: { id: Number(row.project_id), title: row.title },
    message: row.message,
    created_at: row.created_at.toISOString(),
  }))
}
