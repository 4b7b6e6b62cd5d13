import {
  completeContractRequestSchema,
  contractParamsSchema,
  contractSchema,
  dataEnvelope,
  terminateContractRequestSchema,
  successFeeDue,
} from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { RequestUser } from '../../identity/access-control/request-user.js'
import { requireUser } from '../../identity/access-control/require-user.js'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import { sendContractNotices } from './send-contract-notices.js'
import { applyTransition, type TransitionRequest } from '../workflow/apply-transition.js'
import { readContractAs } from './contract-access.js'
import { contractProcess } from './contract-process.js'
import { contractsTags } from './contracts.routes.js'
import { findContractView } from './contracts.repository.js'
import { contractAnswer } from './read-contract.js'

const answer = { 200: dataEnvelope(contractSchema) }
const noBody = z.strictObject({}).nullish().describe('No body')

/**
 * The parties' moves on a contract, one route each (`POST /api/network/contracts/:id/<action>`).
 * The caller's part (consultant, owner, admin) is the actor the process checks: the wrong one is
 * 403 TRANSITION_FORBIDDEN, the wrong state 409 TRANSITION_NOT_ALLOWED, someone else's contract
 * 404. The other party is notified.
 */
export const contractActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/network/contracts/:id/sign',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: contractsTags,
        summary:
          'Sign a draft contract (either party). The second signature moves it to signed (countersign); ' +
          '409 CONTRACT_ALREADY_SIGNED when I signed already',
        params: contractParamsSchema,
        body: noBody,
        response: answer,
      },
    },
    async (request) =>
      move(app, requireUser(request), request.params.id, async (trx, id) => {
        // Locked: of two signatures at once, the second sees the first and countersigns.
        const row = await trx
          .selectFrom('network_contracts')
          .select(['consultant_user_id', 'consultant_signed_at', 'owner_signed_at'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirstOrThrow()
        const mine = row.consultant_user_id === requireUser(request).id ? 'consultant' : 'owner'
        const otherSigned = mine === 'consultant' ? row.owner_signed_at : row.consultant_signed_at
        return { transition: otherSigned ? 'countersign' : 'sign' }
      }),
  )

  app.post(
    '/api/network/contracts/:id/start',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: contractsTags,
        summary:
          "Start a signed contract before its start date (the owner's; the platform starts it on that date)",
        params: contractParamsSchema,
        body: noBody,
        response: answer,
      },
    },
    async (request) =>
      move(app, requireUser(request), request.params.id, async () => ({ transition: 'start' })),
  )

  app.post(
    '/api/network/contracts/:id/complete',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: contractsTags,
        summary:
          "Complete an active contract (the owner's) with each KPI's measured value and achievement (0-300 %), " +
          'in the order of its KPIs; the success fee due follows (400 when the results do not match the KPIs)',
        params: contractParamsSchema,
        body: completeContractRequestSchema,
        response: answer,
      },
    },
    async (request) =>
      move(app, requireUser(request), request.params.id, async (_trx, id) => ({
        transition: 'complete',
        change: async (trx) => {
          const row = await trx
            .selectFrom('network_contracts')
            .select(['kpis', 'success_fee', 'bonus_percent', 'malus_percent'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
          const results = request.body.kpi_results
          if (results.length !== row.kpis.length)
            throw appError('VALIDATION_FAILED', `kpi_results: send one result per KPI (${row.kpis.length})`)
          const kpiResults = row.kpis.map((kpi, i) => ({ ...kpi, ...results[i]! }))
          const fee = successFeeDue(
            row,
            kpiResults.map((r) => r.achievement_percent),
          )
          await trx
            .updateTable('network_contracts')
            .set({
              kpi_results: JSON.stringify(kpiResults),
              success_multiple: fee?.multiple ?? null,
              success_fee_due: fee?.due ?? null,
              completed_at: app.clock.date(),
            })
            .where('id', '=', id)
            .execute()
        },
      })),
  )

  app.post(
    '/api/network/contracts/:id/terminate',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: contractsTags,
        summary: 'Terminate a signed or active contract (either party), saying why',
        params: contractParamsSchema,
        body: terminateContractRequestSchema,
        response: answer,
      },
    },
    async (request) =>
      move(app, requireUser(request), request.params.id, async () => ({
        transition: 'terminate',
        message: request.body.message,
      })),
  )
}

type Step = Pick<TransitionRequest, 'transition' | 'message' | 'change'>

/**
 * Takes one step of a contract as the caller (404 unless they are a party or an admin), in one
 * transaction; `choose` says which transition, with which message and change. Then the mails go,
 * and the contract is answered as the caller sees it.
 */
async function move(
  app: FastifyInstance,
  user: RequestUser,
  id: string,
  choose: (trx: Transaction<Database>, id: string) => Promise<Step>,
) {
  const { part } = await readContractAs(app.db, user, id)
  await app.db.transaction().execute(async (trx) => {
    const step = await choose(trx, id)
    await applyTransition(trx, contractProcess, {
      entityId: id,
      actor: { role: part, userId: user.id },
      at: app.clock.date(),
      ...step,
    })
  })
  await sendContractNotices(app)
  const view = await findContractView(app.db, id)
  if (!view) throw appError('CONTRACT_NOT_FOUND')
  return { data: await contractAnswer(app.db, view, part) }
}
