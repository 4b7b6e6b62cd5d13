import {
  REVIEW_WINDOW_DAYS,
  type Contract,
  type ContractParty,
  type ContractSummary,
  type UserType,
} from '@iqs/protocol'
import type { NetworkTransitionRow } from '../workflow/network-transitions.table.js'
import type { ContractPart } from './contract-access.js'
import type { ContractView } from './contracts.repository.js'

const DAY_MS = 86_400_000

const party = (
  userId: number,
  first: string,
  last: string,
  role: string,
  erased: Date | null,
): ContractParty => ({
  user_id: userId,
  name: erased ? null : `${first} ${last}`.trim() || null,
  role: role as UserType,
})

/** A contract in a list: its parties (names and roles only), project, terms and signatures. */
export function toContractSummary(view: ContractView, part: ContractPart): ContractSummary {
  return {
    id: view.id,
    application_id: view.application_id,
    state: view.state,
    my_part: part,
    project: { id: Number(view.project_id), title: view.project_title },
    consultant: party(
      view.consultant_user_id,
      view.consultant_first_name,
      view.consultant_last_name,
      view.consultant_role,
      view.consultant_deleted_at,
    ),
    owner: party(
      view.owner_user_id,
      view.owner_first_name,
      view.owner_last_name,
      view.owner_role,
      view.owner_deleted_at,
    ),
    day_rate: view.day_rate,
    base_fee: view.base_fee,
    success_fee: view.success_fee,
    bonus_percent: view.bonus_percent,
    malus_percent: view.malus_percent,
    starts_on: view.starts_on,
    ends_on: view.ends_on,
    consultant_signed_at: view.consultant_signed_at?.toISOString() ?? null,
    owner_signed_at: view.owner_signed_at?.toISOString() ?? null,
    completed_at: view.completed_at?.toISOString() ?? null,
    created_at: view.created_at.toISOString(),
    updated_at: view.updated_at.toISOString(),
  }
}

/** When the reviews of a completed contract close. */
export const reviewOpenUntil = (completedAt: Date) =>
  new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS)

/** The whole contract: its KPIs and results, the review window and mine, and its history (oldest first). */
export function toContract(
  view: ContractView,
  part: ContractPart,
  history: NetworkTransitionRow[],
  myReviewId: string | null,
): Contract {
  const by = (row: NetworkTransitionRow) =>
    row.actor_user_id === null
      ? 'system'
      : Number(row.actor_user_id) === view.consultant_user_id
        ? 'consultant'
        : Number(row.actor_user_id) === view.owner_user_id
          ? 'owner'
          : 'other'
  return {
    ...toContractSummary(view, part),
    kpis: view.kpis,
    kpi_results: view.kpi_results,
    success_multiple: view.success_multiple,
    success_fee_due: view.success_fee_due,
    review:
      view.completed_at && part !== 'admin'
        ? { open_until: reviewOpenUntil(view.completed_at).toISOString(), mine: myReviewId }
        : null,
    history: history.map((row) => ({
      transition: row.transition,
      from_state: row.from_state,
      to_state: row.to_state,
      by: by(row),
      message: row.message,
      at: row.at.toISOString(),
    })),
  }
}
