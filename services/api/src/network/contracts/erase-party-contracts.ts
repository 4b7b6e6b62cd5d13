import { CONTRACT_NOTIFICATION_KINDS } from '@iqs/protocol'
import type { Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { applyTransition } from '../workflow/apply-transition.js'
import { contractProcess, LIVE_CONTRACT_STATES } from './contract-process.js'

const ERASED = 'The other party closed their account'

/**
 * An erased party's contracts, in the deletion's transaction: the live ones end, by the system
 * (a draft lapses, a signed or active one is terminated), and the other party is told; the free
 * text the erased party wrote on contracts goes: their transitions' messages (a termination's
 * reason) and, when they owned the project, the KPIs' measured values. The terms stay, without
 * the name, for the other party's records.
 */
export async function erasePartyContracts(
  trx: Transaction<Database>,
  userId: number,
  at: Date,
): Promise<void> {
  const live = await trx
    .selectFrom('network_contracts')
    .select(['id', 'state'])
    .where((eb) => eb.or([eb('consultant_user_id', '=', userId), eb('owner_user_id', '=', userId)]))
    .where('state', 'in', [...LIVE_CONTRACT_STATES])
    .execute()
  for (const { id, state } of live)
    await applyTransition(trx, contractProcess, {
      entityId: id,
      transition: state === 'draft' ? 'lapse' : 'terminate',
      actor: { role: 'system', userId: null },
      at,
      message: ERASED,
    })
  // The ends just told to the erased party themselves go with their account.
  await trx
    .deleteFrom('network_notifications')
    .where('recipient_user_id', '=', userId)
    .where('kind', 'in', [...CONTRACT_NOTIFICATION_KINDS])
    .execute()
  await trx
    .updateTable('network_transitions')
    .set({ message: null })
    .where('process', '=', contractProcess.name)
    .where('actor_user_id', '=', userId)
    .execute()
  const owned = await trx
    .selectFrom('network_contracts')
    .select(['id', 'kpi_results'])
    .where('owner_user_id', '=', userId)
    .where('kpi_results', 'is not', null)
    .execute()
  for (const { id, kpi_results } of owned)
    await trx
      .updateTable('network_contracts')
      .set({ kpi_results: JSON.stringify((kpi_results ?? []).map((r) => ({ ...r, measured: '' }))) })
      .where('id', '=', id)
      .execute()
}
