import { contractInterfaces, type ChainClient } from '@iqs/contracts'
import { sql, type Kysely } from 'kysely'
import type { ChainContractAddresses } from '../iqs/ports/chain-port.js'
import type { Database } from '../platform/db/database.js'

const { AnchorRegistry } = contractInterfaces

export type AnchorCheck =
  | { ok: true; checked: number; latest: { position: number; blockNumber: number } | null }
  | { ok: false; position: number; reason: string }

/**
 * Checks the log against the head hashes anchored on chain: at every anchored position the outbox
 * knows of, and at the chain's own latest anchor (so an outbox row removed to hide a rewrite does
 * not hide the last anchor), the log's stored hash must be the anchored one. The hash chain
 * (`verifyChain`) proves each row follows the one before; the anchors prove the rows are those
 * that existed when they were anchored: a log rewritten from some point on, hashes recomputed and
 * all, still differs from its anchors.
 */
export async function checkAnchors(
  db: Kysely<Database>,
  { client, contracts }: { client: ChainClient; contracts: ChainContractAddresses },
): Promise<AnchorCheck> {
  const [latestPosition, , latestBlock] = AnchorRegistry.decodeFunctionResult(
    'latest',
    await client.call(contracts.anchors, AnchorRegistry.encodeFunctionData('latest')),
  ) as unknown as [bigint, string, bigint]
  const known = await db
    .selectFrom('chain_outbox')
    .select('position')
    .where('kind', '=', 'anchor')
    .where('state', '=', 'mined')
    .execute()
  const positions = new Set(known.map((row) => Number(row.position)))
  if (latestPosition > 0n) positions.add(Number(latestPosition))
  let checked = 0
  for (const position of [...positions].sort((a, b) => a - b)) {
    const [anchored] = AnchorRegistry.decodeFunctionResult(
      'anchorAt',
      await client.call(contracts.anchors, AnchorRegistry.encodeFunctionData('anchorAt', [position])),
    ) as unknown as [string]
    if (/^0x0{64}$/.test(anchored))
      return {
        ok: false,
        position,
        reason: `the outbox recorded an anchor at ${position} that the chain does not hold`,
      }
    const { rows } = await sql<{
      hash: string
    }>`select hash from events where position = ${position}`.execute(db)
    const stored = rows[0]?.hash
    if (!stored)
      return { ok: false, position, reason: `the log has no event at anchored position ${position}` }
    if (`0x${stored}` !== anchored.toLowerCase())
      return {
        ok: false,
        position,
        reason: `the log's hash at ${position} is ${stored}, the chain anchored ${anchored.slice(2)}`,
      }
    checked += 1
  }
  return {
    ok: true,
    checked,
    latest:
      latestPosition > 0n ? { position: Number(latestPosition), blockNumber: Number(latestBlock) } : null,
  }
}
