import type { Contract, ContractAction } from '@iqs/protocol'

/**
 * The steps the reader may take on a contract now, as the api's process allows them (its table in
 * services/api/src/network/contracts/README.md): each party signs a draft once; the owner starts
 * a signed one and completes an active one; either party terminates a signed or active one. An
 * admin reads, and takes none.
 */
export function contractActions(
  contract: Pick<Contract, 'state' | 'my_part' | 'consultant_signed_at' | 'owner_signed_at'>,
): ContractAction[] {
  const { state, my_part: part } = contract
  if (part === 'admin') return []
  const actions: ContractAction[] = []
  const signedByMe = part === 'consultant' ? contract.consultant_signed_at : contract.owner_signed_at
  if (state === 'draft' && !signedByMe) actions.push('sign')
  if (state === 'signed' && part === 'owner') actions.push('start')
  if (state === 'active' && part === 'owner') actions.push('complete')
  if (state === 'signed' || state === 'active') actions.push('terminate')
  return actions
}

/** Whether the reader may still review the other party: completed, window open, none written. */
export function canReview(contract: Pick<Contract, 'review'>, now: Date): boolean {
  const review = contract.review
  return review !== null && review.mine === null && now <= new Date(review.open_until)
}
