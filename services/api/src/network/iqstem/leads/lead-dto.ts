import type { AdminLead, Lead, LeadHistoryEntry, LeadSummary } from '@iqs/protocol'
import type { z } from 'zod'
import type { adminLeadSummarySchema } from '@iqs/protocol'
import type { NetworkTransitionRow } from '../../workflow/network-transitions.table.js'
import type { LeadView } from './leads.repository.js'

type AdminLeadSummary = z.infer<typeof adminLeadSummarySchema>

/**
 * A person's name as the views show it: first and last, or the e-mail when the account has no name
 * (admin accounts are often made without one); '' for an erased account, which has neither.
 */
export function personName(first: string, last: string, email: string | null): string {
  return `${first} ${last}`.trim() || email || ''
}

/** A lead in a list: what it is, where it stands, its project and commission. */
export function toLeadSummary(view: LeadView): LeadSummary {
  return {
    id: view.id,
    state: view.state,
    company: view.company,
    contact_name: view.contact_name,
    sector: view.sector as LeadSummary['sector'],
    budget: view.budget,
    timing: view.timing,
    project:
      view.project_id === null
        ? null
        : { id: view.project_id, title: view.project_title ?? '', status: view.project_status ?? 'draft' },
    commission:
      view.commission_amount === null
        ? null
        : {
            amount: view.commission_amount,
            paid: view.commission_paid ?? '0.00',
            state: view.commission_state ?? 'accrued',
          },
    created_at: view.created_at.toISOString(),
    updated_at: view.updated_at.toISOString(),
  }
}

const memberOf = (view: LeadView) => ({
  user_id: view.member_user_id,
  name: personName(
    view.member_first_name,
    view.member_last_name,
    view.member_deleted_at ? null : view.member_email,
  ),
})

const representativeOf = (view: LeadView) =>
  view.representative_user_id === null
    ? null
    : {
        user_id: view.representative_user_id,
        name: personName(
          view.representative_first_name ?? '',
          view.representative_last_name ?? '',
          view.representative_email,
        ),
      }

/** A lead in the admins' list: with the member who brought it and its representative. */
export function toAdminLeadSummary(view: LeadView): AdminLeadSummary {
  return { ...toLeadSummary(view), member: memberOf(view), representative: representativeOf(view) }
}

/** Who took a recorded move of a lead: its member, the system (a contract, a payment), or an admin. */
function byOf(row: NetworkTransitionRow, memberUserId: number): LeadHistoryEntry['by'] {
  if (row.actor_user_id === null) return 'system'
  return Number(row.actor_user_id) === memberUserId ? 'member' : 'admin'
}

/**
 * The lead's recorded moves, oldest first; `names` gives each actor's name (the admins' view),
 * absent for the member, who sees "IQS" for any admin.
 */
export function toLeadHistory(
  rows: readonly NetworkTransitionRow[],
  memberUserId: number,
  names?: ReadonlyMap<number, string>,
): LeadHistoryEntry[] {
  return rows.map((row) => ({
    transition: row.transition,
    from_state: row.from_state,
    to_state: row.to_state,
    by: byOf(row, memberUserId),
    by_name: names && row.actor_user_id !== null ? (names.get(Number(row.actor_user_id)) ?? null) : null,
    message: row.message,
    at: row.at.toISOString(),
  }))
}

/** The whole lead as its member sees it: the contact, the need, the representative's name and notes. */
export function toLead(view: LeadView, history: LeadHistoryEntry[]): Lead {
  const representative = representativeOf(view)
  return {
    ...toLeadSummary(view),
    contact_role: view.contact_role,
    contact_email: view.contact_email,
    contact_phone: view.contact_phone,
    need: view.need,
    consent: view.consent,
    representative: representative && { name: representative.name },
    representative_notes: view.representative_notes,
    lost_reason: view.lost_reason,
    history,
  }
}

/** The whole lead as admins see it: the member (and their e-mail) and the representative's id too. */
export function toAdminLead(view: LeadView, history: LeadHistoryEntry[]): AdminLead {
  return {
    ...toLead(view, history),
    member: { ...memberOf(view), email: view.member_deleted_at ? null : view.member_email },
    representative: representativeOf(view),
  }
}
