import type { FastifyPluginAsync } from 'fastify'
import { iqstemReportsRoutes } from './iqstem-reports.routes.js'

/** The admins' IQStem reports (issue 17): read only, over the IQStem tables and network_transitions. */
export const iqstemReportsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(iqstemReportsRoutes)
}
