import type {
  AdminLead,
  AdminLeadPage,
  adminLeadsQuerySchema,
  Lead,
  LeadHistoryEntry,
  LeadList,
  LeadState,
  LeadSummary,
} from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../../platform/db/database.js'
import { containsPattern } from '../../../platform/db/contains-pattern.js'
import { appError } from '../../../platform/errors.js'
import { transitionHistory } from '../../workflow/transition-history.js'
import {
  personName,
  toAdminLead,
  toAdminLeadSummary,
  toLead,
  toLeadHistory,
  toLeadSummary,
} from './lead-dto.js'
import { leadProcess } from './lead-process.js'
import { countLeads, countLeadsByState, findLeadView, findLeadViews } from './leads.repository.js'

/**
 * A member's leads, newest first (the admins' member details, `GET /api/admin/iqstem/members/:id`).
 *
 * @example const leads = await listMemberLeads(app.db, userId)
 */
export async function listMemberLeads(db: Kysely<Database>, memberUserId: number): Promise<LeadSummary[]> {
  return (await findLeadViews(db, { memberUserId })).map(toLeadSummary)
}

/** My leads (one state, or all), newest first, and how many of mine are in each state. */
export async function readMemberLeads(
  db: Kysely<Database>,
  memberUserId: number,
  state: LeadState | undefined,
): Promise<LeadList> {
  const [items, counts] = await Promise.all([
    findLeadViews(db, { memberUserId, state }),
    countLeadsByState(db, { memberUserId }),
  ])
  return { items: items.map(toLeadSummary), counts }
}

/** One of my leads with its history; 404 LEAD_NOT_FOUND for another member's, as for a missing one. */
export async function readMemberLead(db: Kysely<Database>, memberUserId: number, id: number): Promise<Lead> {
  const view = await findLeadView(db, id)
  if (!view || view.member_user_id !== memberUserId) throw appError('LEAD_NOT_FOUND', `No lead ${id}`)
  return toLead(view, await leadHistory(db, id, memberUserId, 'member'))
}

/** Any lead, as admins see it; 404 LEAD_NOT_FOUND. */
export async function readAdminLead(db: Kysely<Database>, id: number): Promise<AdminLead> {
  const view = await findLeadView(db, id)
  if (!view) throw appError('LEAD_NOT_FOUND', `No lead ${id}`)
  return toAdminLead(view, await leadHistory(db, id, view.member_user_id, 'admin'))
}

/** One page of every member's leads for admins, newest first, with the counts per state of the filter. */
export async function readAdminLeadPage(
  db: Kysely<Database>,
  query: z.output<typeof adminLeadsQuerySchema>,
): Promise<AdminLeadPage> {
  const filter = {
    state: query.state,
    memberUserId: query.member_id,
    pattern: query.query ? containsPattern(query.query) : undefined,
  }
  const [items, total, counts] = await Promise.all([
    findLeadViews(db, filter, { page: query.page, pageSize: query.page_size }),
    countLeads(db, filter),
    countLeadsByState(db, filter),
  ])
  return {
    items: items.map(toAdminLeadSummary),
    total,
    page: query.page,
    page_size: query.page_size,
    page_count: Math.ceil(total / query.page_size),
    counts,
  }
}

/**
 * A lead's recorded moves, oldest first. Admins see who took each (the names of the accounts; an
 * erased one has none); the member sees only member, admin or system.
 */
export async function leadHistory(
  db: Kysely<Database>,
  id: number,
  memberUserId: number,
  viewer: 'member' | 'admin',
): Promise<LeadHistoryEntry[]> {
  const rows = await transitionHistory(db, leadProcess, id)
  if (viewer === 'member') return toLeadHistory(rows, memberUserId)
  const ids = [
    ...new Set(rows.flatMap((row) => (row.actor_user_id === null ? [] : [Number(row.actor_user_id)]))),
  ]
  const actors =
    ids.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'email', 'deleted_at'])
          .where('id', 'in', ids)
          .execute()
  const names = new Map(
    actors
      .filter((actor) => actor.deleted_at === null)
      .map((actor) => [Number(actor.id), personName(actor.first_name, actor.last_name, actor.email)]),
  )
  return toLeadHistory(rows, memberUserId, names)
}
