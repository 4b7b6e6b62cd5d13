import { z } from 'zod'

/**
 * The fate of one chain transaction the platform owes (issue 19): queued (`pending`), signed and
 * broadcast (`sent`), `mined` in a block, `skipped` (the chain already was so) or `failed` (the
 * contract's refusal, or no wallet; an admin may send it again).
 */
export const chainTxStateSchema = z.enum(['pending', 'sent', 'mined', 'skipped', 'failed'])
export type ChainTxState = z.infer<typeof chainTxStateSchema>

export const chainTxSchema = z.object({
  state: chainTxStateSchema,
  txHash: z.string().nullable(),
  blockNumber: z.number().int().nullable(),
  error: z.string().nullable().describe("The contract's refusal (e.g. `WalletNotAllowed(0x…)`) or NO_WALLET"),
  updatedAt: z.string(),
})
export type ChainTx = z.infer<typeof chainTxSchema>

export const chainIntentKindSchema = z.enum([
  'allow',
  'disallow',
  'moveAll',
  'pause',
  'freeze',
  'allocate',
  'settle',
  'convert',
  'anchor',
])
export type ChainIntentKind = z.infer<typeof chainIntentKindSchema>

/** One row of the outbox, as the admin's chain page lists it. */
export const chainOutboxRowSchema = chainTxSchema.extend({
  id: z.string(),
  kind: chainIntentKindSchema,
  position: z.number().int().describe('The log position the row came from'),
  subject: z.string().describe('What it is about: a trade id, a trader id, an instrument, a position'),
  attempts: z.number().int(),
  createdAt: z.string(),
})
export type ChainOutboxRow = z.infer<typeof chainOutboxRowSchema>

export const chainAnchorSchema = z.object({
  position: z.number().int(),
  headHash: z.string(),
  txHash: z.string(),
  blockNumber: z.number().int(),
  anchoredAt: z.string(),
})
export type ChainAnchor = z.infer<typeof chainAnchorSchema>

/** `GET /api/admin/iqs/chain`: the mirror at a glance. */
export const chainStatusSchema = z.object({
  mode: z.enum(['off', 'in-process', 'json-rpc']),
  chainId: z.number().int().nullable(),
  platformAddress: z.string().nullable().describe("The platform's chain key: the treasury and the agent"),
  contracts: z
    .object({
      registry: z.string(),
      iqs: z.string(),
      ost: z.string(),
      settlement: z.string(),
      anchors: z.string(),
    })
    .nullable(),
  blockNumber: z.number().int().nullable(),
  reachable: z.boolean(),
  problem: z.string().nullable().describe('Why the chain cannot be reached or used, while it lasts'),
  backlog: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  lastAnchor: chainAnchorSchema.nullable(),
  rows: z.array(chainOutboxRowSchema).describe('The latest rows, newest first'),
})
export type ChainStatus = z.infer<typeof chainStatusSchema>

export const chainOutboxQuerySchema = z.object({
  state: chainTxStateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
})

/** `GET /api/admin/iqs/chain/reconciliation`: each holder's balance in the engine and on chain. */
export const reconciliationLineSchema = z.object({
  traderId: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  engine: z.number().int().describe('Available + reserved + escrow, as the engine holds them'),
  chain: z.number().int().nullable().describe('balanceOf on the token; null without a wallet'),
  difference: z.number().int().describe('chain - engine'),
})
export const reconciliationSchema = z.object({
  checkedAt: z.string(),
  blockNumber: z.number().int(),
  instruments: z.array(
    z.object({
      instrument: z.string(),
      holders: z.number().int(),
      differences: z.array(reconciliationLineSchema).describe('Only the holders whose balances differ'),
      treasury: z.object({
        chain: z.number().int().describe("The platform key's balance on chain"),
        engine: z
          .number()
          .int()
          .describe(
            "What it should hold given the engine's holders: IQS 500 million less the holders' and the converted tokens; OST 0",
          ),
      }),
    }),
  ),
  openRows: z.number().int().describe('Outbox rows not yet mined: differences they explain will go'),
})
export type Reconciliation = z.infer<typeof reconciliationSchema>

/** `POST /api/iqs/verify` adds where the settlement stands on chain. */
export const onChainSettlementSchema = z.object({
  settled: z.boolean().describe('The Settlement contract has settled this trade id'),
  tx: chainTxSchema.nullable(),
})
