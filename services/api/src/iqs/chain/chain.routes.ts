import {
  chainOutboxQuerySchema,
  chainOutboxRowSchema,
  chainStatusSchema,
  dataEnvelope,
  reconciliationSchema,
  type ChainAnchor,
  type ChainStatus,
} from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { recordAdminAction } from '../../platform/admin-journal/admin-journal.js'
import { appError } from '../../platform/errors.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { outboxBacklog } from './chain-sender.js'
import { toChainOutboxRow } from './chain-tx-view.js'
import { reconcile } from './reconciliation.js'

const readers = { roles: ['Admin', 'Auditor'], admin: 'tokens' } as const

/**
 * The chain mirror for the token admins and the auditor (issue 19): where the contracts are, the
 * backlog and the latest rows, the last anchor, a reconciliation of every holder's balance, and
 * (admins only) sending a failed row again.
 */
export const chainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqs/chain',
    {
      config: { access: readers },
      schema: {
        tags: ['chain'],
        summary:
          'The chain mirror: contracts, backlog, last anchor and the latest outbox rows (?state=, ?limit=)',
        querystring: chainOutboxQuerySchema,
        response: { 200: dataEnvelope(chainStatusSchema) },
      },
    },
    async (request) => ({ data: await chainStatus(app, request.query) }),
  )

  app.get(
    '/api/admin/iqs/chain/reconciliation',
    {
      config: { access: readers },
      schema: {
        tags: ['chain'],
        summary:
          "Each holder's balance in the engine against the token's balanceOf on chain; only differences are listed. 409 CHAIN_OFF without a chain",
        response: { 200: dataEnvelope(reconciliationSchema) },
      },
    },
    async () => {
      const connection = app.chain?.connection
      if (!connection) throw appError('CHAIN_OFF')
      await readYourWrites(app)
      return { data: await reconcile(app.db, connection, app.clock.date()) }
    },
  )

  app.post(
    '/api/admin/iqs/chain/outbox/:id/retry',
    {
      config: { access: { roles: ['Admin'], admin: 'tokens' } },
      schema: {
        tags: ['chain'],
        summary:
          'Send a failed chain transaction again (after the cause is fixed: e.g. the trader approved). 404 CHAIN_ROW_NOT_FOUND, 409 CHAIN_ROW_NOT_FAILED',
        params: z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/) }),
        response: { 200: dataEnvelope(chainOutboxRowSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      if (!app.chain) throw appError('CHAIN_OFF')
      const row = await app.db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('chain_outbox')
          .selectAll()
          .where('id', '=', Number(request.params.id))
          .forUpdate()
          .executeTakeFirst()
        if (!found) throw appError('CHAIN_ROW_NOT_FOUND')
        if (found.state !== 'failed') throw appError('CHAIN_ROW_NOT_FAILED')
        // A row that had no wallet takes the one known then, when the sender picks it up.
        const updated = await trx
          .updateTable('chain_outbox')
          .set({
            state: 'pending',
            tx_hash: null,
            raw_tx: null,
            block_number: null,
            gas_used: null,
            updated_at: app.clock.date(),
          })
          .where('id', '=', found.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        await recordAdminAction(trx, {
          adminUserId: admin.id,
          permission: 'tokens',
          recordType: 'chain_outbox',
          recordId: found.id,
          action: 'retry',
          changes: { kind: found.kind, error: found.last_error },
          at: app.clock.date(),
        })
        return updated
      })
      app.chain.notify()
      return { data: toChainOutboxRow(row) }
    },
  )
}

async function chainStatus(
  app: FastifyInstance,
  query: z.infer<typeof chainOutboxQuerySchema>,
): Promise<ChainStatus> {
  const mirror = app.chain
  const connection = mirror?.connection
  let rowsQuery = app.db.selectFrom('chain_outbox').selectAll().orderBy('id', 'desc').limit(query.limit)
  if (query.state) rowsQuery = rowsQuery.where('state', '=', query.state)
  const [rows, backlog, anchor] = await Promise.all([
    rowsQuery.execute(),
    outboxBacklog(app.db),
    lastAnchor(app),
  ])
  let blockNumber: number | null = null
  let problem = mirror ? (mirror.problem ?? null) : null
  if (connection)
    blockNumber = await connection.client.blockNumber().catch((error: unknown) => {
      problem = error instanceof Error ? error.message : String(error)
      return null
    })
  return {
    mode: mirror?.mode ?? 'off',
    chainId: connection?.client.chainId ?? null,
    platformAddress: connection?.client.address ?? null,
    contracts: connection?.contracts ?? null,
    blockNumber,
    reachable: blockNumber !== null,
    problem,
    backlog,
    lastAnchor: anchor,
    rows: rows.map(toChainOutboxRow),
  }
}

/** The last anchor mined on chain, from the outbox's record of it. */
export async function lastAnchor(app: FastifyInstance): Promise<ChainAnchor | null> {
  const row = await app.db
    .selectFrom('chain_outbox')
    .selectAll()
    .where('kind', '=', 'anchor')
    .where('state', '=', 'mined')
    .where('tx_hash', 'is not', null)
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row || row.payload.kind !== 'anchor') return null
  return {
    position: row.payload.position,
    headHash: row.payload.headHash,
    txHash: row.tx_hash!,
    blockNumber: Number(row.block_number),
    anchoredAt: row.updated_at.toISOString(),
  }
}
