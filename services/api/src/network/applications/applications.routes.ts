import {
  applicationListSchema,
  applicationParamsSchema,
  applicationRequestSchema,
  applicationSchema,
  dataEnvelope,
  jobParamsSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { readApplicationAs } from './application-access.js'
import { toApplicationSummary } from './application-dto.js'
import { readApplicationForm, uploadedCvOf } from './application-form.js'
import { findApplicationView, listConsultantApplications } from './applications.repository.js'
import { applicationAnswer } from './read-application.js'
import { sendNotices } from './send-notices.js'
import { submitApplication } from './submit-application.js'
import { sendFile } from '../../platform/files/send-file.js'

export const applicationsTags = ['network applications']
const answer = { 200: dataEnvelope(applicationSchema) }

/**
 * The consultant's applications (spec §2 /my-projects/applications/new/:jobId, applications,
 * applications/:applicationId): apply, list mine, read one and its CV. An application is read by
 * its consultant, the project's owner and admins; anyone else gets 404 APPLICATION_NOT_FOUND.
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/network/jobs/:id/applications',
    {
      config: { access: { roles: ['Consultant'] } },
      preValidation: readApplicationForm,
      schema: {
        tags: applicationsTags,
        summary:
          'Apply to an open project. JSON: my onboarding CV is sent (a copy). multipart/form-data: the same ' +
          'fields and a new CV in `file` (PDF, DOC, DOCX, at most 10 MB: 413 CV_FILE_TOO_LARGE, 415 ' +
          'CV_FORMAT_NOT_ALLOWED). 403 MEMBER_NOT_APPROVED, 404 for a draft, 409 PROJECT_CLOSED, 409 ' +
          'ALREADY_APPLIED',
        consumes: ['application/json', 'multipart/form-data'],
        params: jobParamsSchema,
        body: applicationRequestSchema,
        response: { 201: dataEnvelope(applicationSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const id = await submitApplication(app, {
        consultantId: user.id,
        projectId: request.params.id,
        fields: request.body,
        upload: uploadedCvOf(request),
      })
      await sendNotices(app)
      const view = await findApplicationView(app.db, id)
      if (!view) throw appError('APPLICATION_NOT_FOUND')
      return reply.code(201).send({ data: await applicationAnswer(app.db, view) })
    },
  )

  app.get(
    '/api/network/applications',
    {
      config: { access: { roles: ['Consultant'] } },
      schema: {
        tags: applicationsTags,
        summary: 'My applications, newest first, with their state',
        response: { 200: dataEnvelope(applicationListSchema) },
      },
    },
    async (request) => {
      const views = await listConsultantApplications(app.db, requireUser(request).id)
      return { data: { items: views.map(toApplicationSummary) } }
    },
  )

  app.get(
    '/api/network/applications/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: applicationsTags,
        summary: "One application with its history: the consultant's, the project owner's, or any for admins",
        params: applicationParamsSchema,
        response: answer,
      },
    },
    async (request) => {
      const { view } = await readApplicationAs(app.db, requireUser(request), request.params.id)
      return { data: await applicationAnswer(app.db, view) }
    },
  )

  app.get(
    '/api/network/applications/:id/cv',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: applicationsTags,
        summary: "The CV sent with an application, for its consultant, the project's owner and admins",
        params: applicationParamsSchema,
      },
    },
    async (request, reply) => {
      const { view } = await readApplicationAs(app.db, requireUser(request), request.params.id)
      const file = view.cv_key ? await app.files.get(view.cv_key) : undefined
      if (!file) throw appError('FILE_NOT_FOUND')
      return sendFile(reply, {
        content: file.content,
        contentType: view.cv_mime_type ?? file.contentType,
        name: view.cv_file_name ?? 'cv',
        caching: 'private',
      })
    },
  )
}
