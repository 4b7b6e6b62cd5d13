import { appError } from '../../platform/errors.js'
import type { EffectContext } from '../workflow/process.js'

/**
 * The effect of `sign` and `countersign`: stamps the signing party's column with the transition's
 * time; 409 CONTRACT_ALREADY_SIGNED when that party has signed already (the whole move is refused).
 */
export async function recordSignature(context: EffectContext): Promise<void> {
  const column = context.actorRole === 'consultant' ? 'consultant_signed_at' : 'owner_signed_at'
  const signed = await context.trx
    .updateTable('network_contracts')
    .set({ [column]: context.at })
    .where('id', '=', String(context.entityId))
    .where(column, 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (!signed) throw appError('CONTRACT_ALREADY_SIGNED')
}
