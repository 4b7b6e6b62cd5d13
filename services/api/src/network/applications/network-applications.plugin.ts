import multipart from '@fastify/multipart'
import { APPLICATION_NOTIFICATION_KINDS, CV_MAX_FILE_BYTES } from '@iqs/protocol'
import type { FastifyPluginAsync } from 'fastify'
import { applicationMail } from './application-mails.js'
import { applicationProcess } from './application-process.js'
import { applicationTransitionsRoutes } from './application-transitions.routes.js'
import { applicationsRoutes } from './applications.routes.js'
import { eraseConsultantApplications } from './erase-consultant-applications.js'
import { projectApplicationsRoutes } from './project-applications.routes.js'

/**
 * Consultants' applications (issue 16, part 2): their state machine (its expiry taken by the
 * workflow's sweeper), their notices' mails, the routes, and what an erased consultant leaves.
 */
export const networkApplicationsPlugin: FastifyPluginAsync = async (app) => {
  app.workflow.register(applicationProcess)
  app.notifications.registerMail(APPLICATION_NOTIFICATION_KINDS, applicationMail)
  app.addAccountEraser((trx, userId) => eraseConsultantApplications(trx, userId, app.clock.date()))
  // An application form: three text fields and one CV.
  await app.register(multipart, { limits: { fileSize: CV_MAX_FILE_BYTES, files: 1, fields: 3, parts: 4 } })
  await app.register(applicationsRoutes)
  await app.register(applicationTransitionsRoutes)
  await app.register(projectApplicationsRoutes)
}
