import { sql } from 'kysely'
import { GENESIS_HASH } from '../event-hash.js'
import type { AnyKysely } from './any-kysely.js'
import { verifyChain, type ChainAnchor, type ChainVerification } from './verify-chain.js'

/** What `verifyChainTail` found, and where it started. */
export type ChainTailVerification = ChainVerification & {
  /** The position verified before (0 on the first check): the tail began after it. */
  from: number
}

/**
 * Verifies the hash chain from the last verified position (table `event_chain_verified`) to the
 * log head, and records the head as verified when the tail is intact. Cheap on a long log: only
 * the events appended since the last check are read, plus the anchor's row, which must still hash
 * to the hash recorded for it. A fault before the anchor is out of its reach: `verifyChain` from
 * the start (`npm run audit:verify`) covers the whole log.
 *
 * The tail is read in one repeatable-read transaction, so appends by other processes meanwhile
 * are neither half seen nor taken for rows past the head.
 *
 * @example
 * const report = await verifyChainTail(store) // or verifyChainTail({ db })
 * if (!report.ok) log.error(`event log TAMPERED at position ${report.position}: ${report.reason}`)
 */
export async function verifyChainTail(
  source: { db: AnyKysely },
  options: { pageSize?: number } = {},
): Promise<ChainTailVerification> {
  const anchor = await readVerifiedAnchor(source.db)
  const report = await source.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) =>
      verifyChain({ db: trx }, { from: anchor, ...(options.pageSize ? { pageSize: options.pageSize } : {}) }),
    )
  if (report.ok && report.headPosition > anchor.position) {
    // Only forward: another process may have recorded a later head meanwhile.
    await sql`
      update event_chain_verified
      set position = ${report.headPosition}, hash = ${report.headHash}, verified_at = now()
      where id = 1 and position < ${report.headPosition}`.execute(source.db)
  }
  return { ...report, from: anchor.position }
}

/** The last verified position and its hash; the genesis before the first check. */
export async function readVerifiedAnchor(db: AnyKysely): Promise<ChainAnchor> {
  const { rows } = await sql<ChainAnchor>`
    select position, hash from event_chain_verified where id = 1`.execute(db)
  return rows[0] ?? { position: 0, hash: GENESIS_HASH }
}
