import { dataEnvelope, searchQuerySchema, searchResultSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isoDay } from '../../platform/clock.js'
import { searchLeaderCards } from '../../network/ports/leader-cards.js'
import { listBoardProjects } from '../../network/ports/public-projects.js'
import { readerLanguage } from '../language/reader-language.js'
import { toProjectDto } from '../projects/project-dto.js'
import { toPublicationDto } from '../publications/publication-dto.js'
import { listPublications } from '../publications/publications.repository.js'

/** How many hits of each kind the search page shows; the totals tell how many more there are. */
const HITS_PER_KIND = 5

/**
 * `GET /api/search?query=`: the header's search box, across projects, published publications (in
 * the reader's language, `?lang=`) and leaders.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'Search projects, publications and executive partners at once',
        querystring: searchQuerySchema,
        response: { 200: dataEnvelope(searchResultSchema) },
      },
    },
    async (request) => {
      const query = request.query.query
      if (!query) {
        const none = { items: [], total: 0 }
        return { data: { query, projects: none, publications: none, leaders: none } }
      }
      const [projects, publications, leaders] = await Promise.all([
        listBoardProjects(app.db, { query, page: 1, pageSize: HITS_PER_KIND }),
        listPublications(app.db, {
          query,
          page: 1,
          pageSize: HITS_PER_KIND,
          language: readerLanguage(request.query.lang, request.headers['accept-language']),
        }),
        searchLeaderCards(app.db, query, HITS_PER_KIND, isoDay(app.clock.date())),
      ])
      return {
        data: {
          query,
          projects: { items: projects.items.map(toProjectDto), total: projects.total },
          publications: { items: publications.items.map(toPublicationDto), total: publications.total },
          leaders,
        },
      }
    },
  )
}
