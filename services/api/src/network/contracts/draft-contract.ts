import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { recordCreation } from '../workflow/apply-transition.js'
import type { EffectContext } from '../workflow/process.js'
import { contractDates } from './contract-dates.js'
import { contractProcess } from './contract-process.js'

/**
 * The effect of an application's `accept`: drafts its contract in the same transaction. The terms
 * are copied (a later edit of the project changes no contract): the application's day rate, the
 * project's base fee, success fee, bonus and malus and KPIs; it starts on the later of the
 * consultant's availability and today (the transition's day, UTC) and lasts the project's duration
 * (30 days without one). The creation is recorded as the owner's `draft`, which tells the consultant.
 */
export async function draftContract(context: EffectContext): Promise<void> {
  const { trx, at } = context
  const source = await trx
    .selectFrom('network_applications as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select([
      'a.id',
      'a.project_id',
      'a.consultant_user_id',
      'a.day_rate',
      sql<string>`a.available_from::text`.as('available_from'),
      'p.owner_user_id',
      'p.duration_days',
      'p.base_fee',
      'p.success_fee',
      'p.bonus_percent',
      'p.malus_percent',
      'p.kpis',
    ])
    .where('a.id', '=', String(context.entityId))
    .executeTakeFirstOrThrow()
  // Only an owner accepts: the project has one (the seeded rows take no applications).
  if (source.owner_user_id === null) throw new Error(`The project ${source.project_id} has no owner`)
  const id = randomUUID()
  await trx
    .insertInto('network_contracts')
    .values({
      id,
      application_id: source.id,
      project_id: source.project_id,
      consultant_user_id: source.consultant_user_id,
      owner_user_id: source.owner_user_id,
      day_rate: source.day_rate,
      base_fee: source.base_fee,
      success_fee: source.success_fee,
      bonus_percent: source.bonus_percent,
      malus_percent: source.malus_percent,
      kpis: JSON.stringify(source.kpis),
      ...contractDates(source.available_from, at.toISOString().slice(0, 10), source.duration_days),
      consultant_signed_at: null,
      owner_signed_at: null,
      kpi_results: null,
      success_multiple: null,
      success_fee_due: null,
      completed_at: null,
      state: 'draft',
      created_at: at,
      updated_at: at,
    })
    .execute()
  await recordCreation(trx, contractProcess, {
    entityId: id,
    transition: 'draft',
    actor: { role: 'owner', userId: context.actorUserId },
    at,
  })
}
