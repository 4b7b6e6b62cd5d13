import { commissionDue, type CommissionProgramme, type NotificationParams } from '@iqs/protocol'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { insertNotifications } from '../../notifications/notifications.repository.js'
import { applyTransition } from '../../workflow/apply-transition.js'
import type { EffectContext } from '../../workflow/process.js'
import { leadProcess } from '../leads/lead-process.js'
import { COMMISSIONS_LINK } from './commission-links.js'
import { contractValueEur } from './contract-value.js'

/** Who earns a commission on the contract, through which programme, and what the notice names. */
interface Earner {
  programme: CommissionProgramme
  memberUserId: number
  leadId: number | null
  referralId: number | null
  params: Pick<NotificationParams, 'company' | 'consultant_name'>
}

/**
 * The contract's `countersign` effect (both parties signed): accrues the commissions it earns, in
 * the signature's transaction, so a contract is never signed without them nor they without it.
 * - a lead commission for the member whose lead became the contract's project, when that lead is
 *   `converted` (its first contract signed; the lead moves to `contracted`, as the system);
 * - a referral commission for the sponsor of the contract's consultant (each of their contracts).
 * Each at its programme's rate now (copied: a later change of rate changes no accrued commission),
 * on the contract's value (`contractValueEur`), rounded half up to the cent (`commissionDue`).
 * `unique (contract_id, programme)` makes each once; the member is told (the mail follows the commit).
 */
export async function accrueCommissions(context: EffectContext): Promise<void> {
  const { trx, at } = context
  const contract = await trx
    .selectFrom('network_contracts')
    .select([
      'id',
      'project_id',
      'consultant_user_id',
      'base_fee',
      'day_rate',
      sql<string>`starts_on::text`.as('starts_on'),
      sql<string>`ends_on::text`.as('ends_on'),
    ])
    .where('id', '=', String(context.entityId))
    .executeTakeFirstOrThrow()
  const earners = [
    ...(await leadEarner(trx, contract.project_id)),
    ...(await referralEarner(trx, contract.consultant_user_id)),
  ]
  if (earners.length === 0) return

  const baseEur = contractValueEur(contract)
  const rates = new Map(
    (await trx.selectFrom('iqstem_commission_rates').select(['programme', 'rate_percent']).execute()).map(
      (rate) => [rate.programme, rate.rate_percent],
    ),
  )
  for (const earner of earners) {
    const ratePercent = rates.get(earner.programme) ?? '0'
    const amountEur = commissionDue(baseEur, ratePercent)
    const inserted = await trx
      .insertInto('iqstem_commissions')
      .values({
        member_user_id: earner.memberUserId,
        programme: earner.programme,
        lead_id: earner.leadId,
        referral_id: earner.referralId,
        contract_id: contract.id,
        base_eur: baseEur,
        rate_percent: ratePercent,
        amount_eur: amountEur,
        state: 'accrued',
        accrued_at: at,
      })
      .onConflict((oc) => oc.columns(['contract_id', 'programme']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) continue
    if (earner.leadId !== null)
      await applyTransition(trx, leadProcess, {
        entityId: earner.leadId,
        transition: 'contract',
        actor: { role: 'system', userId: null },
        at,
      })
    if (await isLive(trx, earner.memberUserId))
      await insertNotifications(
        trx,
        [
          {
            recipientUserId: earner.memberUserId,
            kind: 'commission.accrued',
            params: { amount: amountEur, ...earner.params },
            link: COMMISSIONS_LINK,
          },
        ],
        at,
      )
  }
}

/** The member whose converted lead became this project (the oldest, should two point at it). */
async function leadEarner(trx: Transaction<Database>, projectId: number): Promise<Earner[]> {
  const lead = await trx
    .selectFrom('iqstem_leads')
    .select(['id', 'member_user_id', 'company'])
    .where('project_id', '=', projectId)
    .where('state', '=', 'converted')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  if (!lead) return []
  return [
    {
      programme: 'lead',
      memberUserId: lead.member_user_id,
      leadId: lead.id,
      referralId: null,
      params: { company: lead.company },
    },
  ]
}

/** The member who sponsored this consultant, if one did. */
async function referralEarner(trx: Transaction<Database>, consultantUserId: number): Promise<Earner[]> {
  const referral = await trx
    .selectFrom('iqstem_referrals')
    .select(['id', 'sponsor_user_id', 'first_name', 'last_name'])
    .where('consultant_user_id', '=', consultantUserId)
    .executeTakeFirst()
  if (!referral) return []
  return [
    {
      programme: 'referral',
      memberUserId: referral.sponsor_user_id,
      leadId: null,
      referralId: referral.id,
      params: { consultant_name: `${referral.first_name} ${referral.last_name}` },
    },
  ]
}

/** An erased account is told nothing (its commission stays, for the records). */
async function isLive(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const user = await trx.selectFrom('users').select('deleted_at').where('id', '=', userId).executeTakeFirst()
  return user !== undefined && user.deleted_at === null
}
