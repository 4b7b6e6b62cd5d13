import { createDatabase, databaseConfigFromEnv } from '@iqs/database'
import { verifyChain } from '@iqs/eventstore'
import { sql, type Kysely } from 'kysely'
import { chainConnector, ensureDeployment, loadPlatformSigner } from '../iqs/ports/chain-port.js'
import { systemClock } from '../platform/clock.js'
import { loadConfig } from '../platform/config/config.js'
import type { Database } from '../platform/db/database.js'
import { checkAnchors } from './anchor-check.js'

// `npm run audit:verify`: checks the hash chain of every event in DATABASE_URL (or the embedded
// PGlite under DATA_DIR, default ./data), then the log against the head hashes anchored on chain
// (the in-process chain's journal under DATA_DIR/chain, or CHAIN_RPC_URL). Exit code 0 when both
// hold; 1 and the first bad position when not; 2 when there is no event store to check.
const config = loadConfig(process.env)
const handle = await createDatabase(databaseConfigFromEnv(process.env, config.dataDir))
const db = handle.db as unknown as Kysely<Database>
try {
  const { rows } = await sql<{ table: string | null }>`select to_regclass('events')::text as table`.execute(
    db,
  )
  if (!rows[0]?.table) {
    console.error(`No event store in ${handle.description}: run npm run migrate first.`)
    process.exitCode = 2
  } else {
    const started = performance.now()
    const report = await verifyChain(handle)
    const seconds = ((performance.now() - started) / 1000).toFixed(2)
    if (report.ok) {
      console.log(`OK: ${report.count} events verified in ${seconds} s (${handle.description})`)
      console.log(`head position ${report.headPosition}, head hash ${report.headHash}`)
      process.exitCode = await verifyAnchors()
    } else {
      console.error(`TAMPERED at position ${report.position}: ${report.reason}`)
      console.error(`${report.count} events before it verified (${handle.description})`)
      process.exitCode = 1
    }
  }
} finally {
  await handle.destroy()
}

/** The anchors' half; 0 when they hold or when there is no chain to ask, 1 when one differs. */
async function verifyAnchors(): Promise<number> {
  if (config.chain.mode === 'off') {
    console.log('Anchors: not checked (CHAIN=off)')
    return 0
  }
  const signer = await loadPlatformSigner({ dataDir: config.dataDir, env: process.env, warn: () => {} })
  const deployed = await db
    .selectFrom('chain_deployments')
    .select('chain_id')
    .where('chain_id', '=', signer.chainId)
    .executeTakeFirst()
  if (!deployed) {
    console.log(`Anchors: none yet (the chain mirror has no contracts on chain ${signer.chainId})`)
    return 0
  }
  const connector = await chainConnector({
    config: config.chain,
    dataDir: config.dataDir,
    chainId: signer.chainId,
    now: () => systemClock.now(),
    warn: () => {},
  })
  try {
    const client = await connector.connect()
    const contracts = await ensureDeployment(db, client, {
      platformSigner: signer.address,
      at: systemClock.date(),
    })
    const check = await checkAnchors(db, { client, contracts })
    if (!check.ok) {
      console.error(`ANCHOR MISMATCH at position ${check.position}: ${check.reason}`)
      return 1
    }
    console.log(
      check.latest
        ? `Anchors: ${check.checked} checked on chain ${client.chainId}; the last at position ${check.latest.position}, block ${check.latest.blockNumber}`
        : `Anchors: none on chain ${client.chainId} yet`,
    )
    return 0
  } finally {
    await connector.close()
  }
}
