import {
  APPLICATION_TRANSITIONS,
  applicationParamsSchema,
  applicationSchema,
  applicationTransitionRequestSchema,
  dataEnvelope,
  type ApplicationTransition,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { runTransition } from '../workflow/apply-transition.js'
import { readApplicationAs } from './application-access.js'
import { applicationProcess } from './application-process.js'
import { applicationsTags } from './applications.routes.js'
import { findApplicationView } from './applications.repository.js'
import { applicationAnswer } from './read-application.js'
import { sendNotices } from './send-notices.js'

const SUMMARIES: Record<ApplicationTransition, string> = {
  shortlist: "Shortlist an application to my project (the owner's; from submitted)",
  accept: "Accept an application to my project (the owner's; from submitted or shortlisted)",
  reject: "Reject an application to my project, with an optional message (the owner's)",
  withdraw: 'Withdraw my application (the consultant’s; from submitted or shortlisted)',
}

/**
 * The moves of an application, one route each: `POST /api/network/applications/:id/<transition>`
 * with an optional `{ message }`. The caller's part (consultant, owner, admin) is the actor the
 * process checks: the wrong one is 403 TRANSITION_FORBIDDEN, the wrong state 409
 * TRANSITION_NOT_ALLOWED, someone else's application 404. The other side is notified.
 */
export const applicationTransitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const transition of APPLICATION_TRANSITIONS)
    app.post(
      `/api/network/applications/:id/${transition}`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: applicationsTags,
          summary: SUMMARIES[transition],
          params: applicationParamsSchema,
          body: applicationTransitionRequestSchema,
          response: { 200: dataEnvelope(applicationSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request)
        const { id } = request.params
        const { part } = await readApplicationAs(app.db, user, id)
        await runTransition(app.db, applicationProcess, {
          entityId: id,
          transition,
          actor: { role: part, userId: user.id },
          at: app.clock.date(),
          message: request.body?.message ?? null,
        })
        await sendNotices(app)
        const view = await findApplicationView(app.db, id)
        if (!view) throw appError('APPLICATION_NOT_FOUND')
        return { data: await applicationAnswer(app.db, view) }
      },
    )
}
