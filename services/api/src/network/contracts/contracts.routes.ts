import { contractListSchema, contractParamsSchema, contractSchema, dataEnvelope } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { partIn, readContractAs } from './contract-access.js'
import { toContractSummary } from './contract-dto.js'
import { listMemberContracts } from './contracts.repository.js'
import { contractAnswer } from './read-contract.js'

export const contractsTags = ['network contracts']

/** The roles that are a party of contracts: consultants, and the owners of projects. */
export const CONTRACT_ROLES = ['Consultant', 'Client', 'ExecPartner'] as const

/**
 * The parties' contracts (spec §2 /my-projects/contracts): mine, as consultant or as owner, and
 * one with its terms and history, for its parties and admins (anyone else: 404 CONTRACT_NOT_FOUND).
 */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/contracts',
    {
      config: { access: { roles: [...CONTRACT_ROLES] } },
      schema: {
        tags: contractsTags,
        summary: 'My contracts, as consultant or as project owner, newest first',
        response: { 200: dataEnvelope(contractListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const views = await listMemberContracts(app.db, user.id)
      return { data: { items: views.map((view) => toContractSummary(view, partIn(view, user) ?? 'admin')) } }
    },
  )

  app.get(
    '/api/network/contracts/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: contractsTags,
        summary: "One contract with its KPIs, results and history: its parties', or any for admins",
        params: contractParamsSchema,
        response: { 200: dataEnvelope(contractSchema) },
      },
    },
    async (request) => {
      const { view, part } = await readContractAs(app.db, requireUser(request), request.params.id)
      return { data: await contractAnswer(app.db, view, part) }
    },
  )
}
