import type { Effect } from '../workflow/process.js'

/**
 * What other parts of the network do when both parties have signed a contract, inside the
 * signature's transaction: IQStem accrues its commissions (issue 17). Contracts know nothing of
 * them: a part adds its effect when its plugin registers, so the dependency runs from that part to
 * contracts and never back. A Set: every app built in one process (the tests build many) adds the
 * same function, which must run once per signature.
 */
const signedEffects = new Set<Effect>()

/** Adds an effect run when a contract is signed by both parties (a failure refuses the signature). */
export function onContractSigned(effect: Effect): void {
  signedEffects.add(effect)
}

/** The `countersign` transition's effect: runs every part's, in the order they were added. */
export const announceSigned: Effect = async (context) => {
  for (const effect of signedEffects) await effect(context)
}
