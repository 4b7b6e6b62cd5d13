import {
  dataEnvelope,
  projectFiltersSchema,
  projectIdParamsSchema,
  projectPageSchema,
  projectSchema,
  projectsQuerySchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { appError } from '../../platform/errors.js'
import {
  boardFilterValues,
  findBoardProject,
  listBoardProjects,
} from '../../network/ports/public-projects.js'
import { toProjectDto } from './project-dto.js'

/**
 * The public job board: search and filters, the filters' values, one project. It shows the
 * network's published projects (issue 16), read through `network/ports/public-projects.ts`.
 */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'Search the job board, one page at a time',
        querystring: projectsQuerySchema,
        response: { 200: dataEnvelope(projectPageSchema) },
      },
    },
    async (request) => {
      const { page_size, ...criteria } = request.query
      const page = await listBoardProjects(app.db, { ...criteria, pageSize: page_size })
      return { data: { ...page, items: page.items.map(toProjectDto) } }
    },
  )

  app.get(
    '/api/projects/filters',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'The values the job board filters can take',
        response: { 200: dataEnvelope(projectFiltersSchema) },
      },
    },
    async () => ({ data: await boardFilterValues(app.db) }),
  )

  app.get(
    '/api/projects/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'One project of the job board',
        params: projectIdParamsSchema,
        response: { 200: dataEnvelope(projectSchema) },
      },
    },
    async (request) => {
      const row = await findBoardProject(app.db, request.params.id)
      if (!row) throw appError('PROJECT_NOT_FOUND', `No project ${request.params.id}`)
      return { data: toProjectDto(row) }
    },
  )
}
