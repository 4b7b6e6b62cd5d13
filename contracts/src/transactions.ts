import type { ChainClient, TxOutcome } from './chain-client.js'
import { decodeRevert, type DecodedRevert } from './decode-revert.js'

/** A transaction that had to succeed was mined reverted. */
export class TransactionRevertedError extends Error {
  readonly reason: DecodedRevert | undefined

  constructor(
    readonly what: string,
    readonly outcome: TxOutcome,
  ) {
    const reason = decodeRevert(outcome.revertData)
    super(`${what} reverted${reason ? `: ${reason.name}(${reason.args.map(String).join(', ')})` : ''}`)
    this.name = 'TransactionRevertedError'
    this.reason = reason
  }
}

/** Sends a transaction that must succeed: a revert throws TransactionRevertedError (`what` names it). */
export async function sendOrThrow(
  client: ChainClient,
  to: string,
  data: string,
  what: string,
): Promise<TxOutcome> {
  const outcome = await client.send(to, data)
  if (outcome.status === 'reverted') throw new TransactionRevertedError(what, outcome)
  return outcome
}
