import { holdsAdminPermission } from '../../identity/access-control/admin-permission.js'
import {
  dataEnvelope,
  projectCriteriaParamsSchema,
  projectCriteriaSchema,
  type ProjectCriteria,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { toContractSummary } from './contract-dto.js'
import { contractsTags } from './contracts.routes.js'
import { listProjectContracts } from './contracts.repository.js'

/**
 * The success-fee criteria of a project (spec §2 /my-projects/criteria/:projectId): its KPIs, its
 * success fee and bounds, and per completed contract the measured values, the multiple and the fee
 * due. Read by the project's owner and admins (every contract), and by a consultant with a contract
 * on it (their own contracts only: another consultant's results are not theirs to read); anyone
 * else gets 404 PROJECT_NOT_FOUND, as for a missing project.
 */
export const criteriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/projects/:id/criteria',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: contractsTags,
        summary:
          "A project's KPIs and success-fee terms, and each completed contract's results and success fee due " +
          "(the owner's, a consultant with a contract on it, admins; anyone else: 404 PROJECT_NOT_FOUND)",
        params: projectCriteriaParamsSchema,
        response: { 200: dataEnvelope(projectCriteriaSchema) },
      },
    },
    async (request): Promise<{ data: ProjectCriteria }> => {
      const user = requireUser(request)
      const { id } = request.params
      const project = await app.db
        .selectFrom('projects')
        .select([
          'id',
          'title',
          'owner_user_id',
          'base_fee',
          'success_fee',
          'bonus_percent',
          'malus_percent',
          'kpis',
        ])
        .where('id', '=', id)
        .executeTakeFirst()
      const contracts = project ? await listProjectContracts(app.db, id) : []
      const seesAll =
        project !== undefined && (project.owner_user_id === user.id || holdsAdminPermission(user, 'projects'))
      const visible = seesAll ? contracts : contracts.filter((c) => c.consultant_user_id === user.id)
      if (!project || (!seesAll && visible.length === 0))
        throw appError('PROJECT_NOT_FOUND', `No project ${id}`)
      return {
        data: {
          project: { id: Number(project.id), title: project.title },
          base_fee: project.base_fee,
          success_fee: project.success_fee,
          bonus_percent: project.bonus_percent,
          malus_percent: project.malus_percent,
          kpis: project.kpis,
          contracts: visible
            .filter((c) => c.state === 'completed')
            .map((c) => ({
              id: c.id,
              state: c.state,
              consultant: toContractSummary(c, 'admin').consultant,
              success_fee: c.success_fee,
              kpi_results: c.kpi_results,
              success_multiple: c.success_multiple,
              success_fee_due: c.success_fee_due,
              completed_at: c.completed_at?.toISOString() ?? null,
            })),
        },
      }
    },
  )
}
