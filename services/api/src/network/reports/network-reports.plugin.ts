import type { FastifyPluginAsync } from 'fastify'
import { reportsRoutes } from './reports.routes.js'

/** The executive partner's reports (issue 16, part C): read only, over the projects and contracts tables. */
export const networkReportsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(reportsRoutes)
}
