import type { FastifyPluginAsync } from 'fastify'
import { eraseOwnerProjects } from './erase-owner-projects.js'
import { myProjectsRoutes } from './my-projects.routes.js'
import { projectProcess } from './project-process.js'
import { projectTransitionsRoutes } from './project-transitions.routes.js'

/**
 * The owner's projects (issue 16): their state machine (its expiry taken by the workflow's sweeper),
 * the routes under /api/network/projects, and what an erased owner leaves. The public board reads
 * the published ones through `network/ports/public-projects.ts`.
 */
export const networkProjectsPlugin: FastifyPluginAsync = async (app) => {
  app.workflow.register(projectProcess)
  app.addAccountEraser((trx, userId) => eraseOwnerProjects(trx, userId, app.clock.date()))
  await app.register(myProjectsRoutes)
  await app.register(projectTransitionsRoutes)
}
