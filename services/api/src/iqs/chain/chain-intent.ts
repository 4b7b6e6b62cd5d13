import type { Instrument } from '@iqs/engine'
import type { SettledTradePayload } from '@iqs/protocol'

/**
 * One transaction the platform owes the chain, as the outbox stores it (`chain_outbox.kind` and
 * `payload`). Addresses are resolved when the row is made, from the wallets the mirror has folded
 * up to that event, so a row does what the log meant at that point even if the trader's key changes
 * later. A trader with no wallet yet (never approved) gives `address: null`: the row fails with
 * NO_WALLET when sent, and an admin's retry after the approval takes the wallet known then.
 * Amounts that depend on the chain (a key change moves whatever the old wallet holds) are read
 * when the row is sent.
 */
export type ChainIntent =
  /** The white list: the trader's wallet may hold and receive tokens (ShareOwnerApproved, a new key). */
  | { kind: 'allow'; traderId: string; address: string }
  /** The trader's old wallet leaves the white list (after a key change moved its tokens). */
  | { kind: 'disallow'; traderId: string; address: string }
  /** Everything `from` holds of the token moves to `to` (a key change; the agent's forced transfer). */
  | { kind: 'moveAll'; instrument: Instrument; traderId: string; from: string; to: string }
  /** The token's transfers stop (blackout, suspension of the market) or resume. */
  | { kind: 'pause'; instrument: Instrument; paused: boolean }
  /** A trader's wallet is frozen on the token (suspended from trading, locked account) or thawed. */
  | { kind: 'freeze'; instrument: Instrument; traderId: string; address: string | null; frozen: boolean }
  /** Tokens leave the treasury for a trader (allocation, shareholder added, credit). */
  | { kind: 'allocate'; instrument: Instrument; traderId: string; address: string | null; quantity: number }
  /** An accepted settlement: the Settlement contract checks the platform's signature and moves the tokens. */
  | { kind: 'settle'; tradeId: string; payload: SettledTradePayload; signature: string }
  /** A validated conversion: IQS burnt and OST minted, 1:1, in one transaction. */
  | { kind: 'convert'; traderId: string; address: string | null; quantity: number }
  /** The head of the log's hash chain at `position`, written on chain. */
  | { kind: 'anchor'; position: number; headHash: string }

export type ChainIntentKind = ChainIntent['kind']
