import multipart from '@fastify/multipart'
import {
  companyRequestSchema,
  CV_MAX_FILE_BYTES,
  cvQuerySchema,
  dataEnvelope,
  expertiseRequestSchema,
  mobileNumberRequestSchema,
  onboardingSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { requireMemberAdmin } from '../membership/member-admin-access.js'
import { requireUser } from '../../identity/access-control/require-user.js'
import { updatePhone } from '../../identity/users/contact-details.js'
import { appError } from '../../platform/errors.js'
import { readCvUpload } from './cv-upload.js'
import {
  findMember,
  markSubmitted,
  saveCompany,
  saveCv,
  saveExpertise,
} from './network-members.repository.js'
import { readOnboarding } from './onboarding-progress.js'
import { APPLICANT_ROLES, rolesWithStep } from './onboarding-steps.js'
import { sendFile } from '../../platform/files/send-file.js'

const tags = ['network onboarding']
const answer = { 200: dataEnvelope(onboardingSchema) }

/**
 * The onboarding after registration (issue 15): each role's steps (spec §2), saved one at a time
 * and resumed, then submitted for an admin's review. A step's route admits only the roles that
 * have the step (an IQStem member has no company: 403 ROLE_FORBIDDEN). Saving stays open once
 * submitted or reviewed and leaves the status as it is: a member keeps their details current, and
 * the admin reviews what is there when they look.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: CV_MAX_FILE_BYTES, files: 1, fields: 4, parts: 5 } })
  // The CV file goes with the user's `users/<id>/` prefix, which erasure deletes for every feature.
  app.addAccountEraser(async (trx, userId) => {
    await trx.deleteFrom('network_members').where('user_id', '=', userId).execute()
  })

  app.get(
    '/api/network/onboarding',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "My onboarding: my role's steps (done or not, required or not), status and review reason",
        response: answer,
      },
    },
    async (request) => ({ data: await readOnboarding(app.db, requireUser(request)) }),
  )

  app.put(
    '/api/network/onboarding/mobile-number',
    {
      config: { access: { roles: rolesWithStep('mobile-number') } },
      schema: {
        tags,
        summary: 'Save my mobile number (international form, checked by libphonenumber-js, stored E.164)',
        body: mobileNumberRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      await updatePhone(app.db, user.id, request.body.phone, app.clock.date())
      return { data: await readOnboarding(app.db, user) }
    },
  )

  app.put(
    '/api/network/onboarding/company',
    {
      config: { access: { roles: rolesWithStep('company') } },
      schema: {
        tags,
        summary: 'Save my company (clients): name, registration number, address, country, size, sector',
        body: companyRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      await saveCompany(app.db, user.id, request.body, app.clock.date())
      return { data: await readOnboarding(app.db, user) }
    },
  )

  app.put(
    '/api/network/onboarding/expertise',
    {
      config: { access: { roles: rolesWithStep('expertise') } },
      schema: {
        tags,
        summary:
          'Save my expertise (consultants, executive partners): sectors, practices, functions, seniority, ' +
          'day rate in EUR, availability (start date, days a week)',
        body: expertiseRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      await saveExpertise(app.db, user.id, request.body, app.clock.date())
      return { data: await readOnboarding(app.db, user) }
    },
  )

  app.post(
    '/api/network/onboarding/cv',
    {
      config: { access: { roles: rolesWithStep('cv-upload') } },
      schema: {
        tags,
        summary:
          'Upload my CV (multipart/form-data, field file): PDF, DOC or DOCX by content, at most 10 MB; ' +
          'replaces the previous one. 413 CV_FILE_TOO_LARGE, 415 CV_FORMAT_NOT_ALLOWED.',
        consumes: ['multipart/form-data'],
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      const upload = await readCvUpload(request)
      const previous = (await findMember(app.db, user.id))?.cv_key
      const key = `users/${user.id}/cv/${randomUUID()}`
      await app.files.put(key, upload.content, upload.mimeType)
      try {
        await saveCv(
          app.db,
          user.id,
          { key, fileName: upload.fileName, mimeType: upload.mimeType, size: upload.content.length },
          app.clock.date(),
        )
      } catch (error) {
        await app.files.delete(key)
        throw error
      }
      if (previous) await app.files.delete(previous)
      return { data: await readOnboarding(app.db, user) }
    },
  )

  app.get(
    '/api/network/onboarding/cv',
    {
      config: { access: { roles: [...rolesWithStep('cv-upload'), 'Admin'], admin: 'byRecord' } },
      schema: {
        tags,
        summary: "My CV's bytes; an admin reads a member's with ?user_id=. Another member's CV answers 403",
        querystring: cvQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const ownerId = request.query.user_id ?? user.id
      if (ownerId !== user.id) {
        if (user.role !== 'Admin') throw appError('FORBIDDEN')
        await requireMemberAdmin(app.db, user, ownerId)
      }
      const member = await findMember(app.db, ownerId)
      const file = member?.cv_key ? await app.files.get(member.cv_key) : undefined
      if (!member || !file) throw appError('FILE_NOT_FOUND')
      return sendFile(reply, {
        content: file.content,
        contentType: member.cv_mime_type ?? file.contentType,
        name: member.cv_file_name ?? 'cv',
        caching: 'private',
      })
    },
  )

  app.delete(
    '/api/network/onboarding/cv',
    {
      config: { access: { roles: rolesWithStep('cv-upload') } },
      schema: { tags, summary: 'Delete my CV (the step is then not done)', response: answer },
    },
    async (request) => {
      const user = requireUser(request)
      const key = (await findMember(app.db, user.id))?.cv_key
      if (!key) throw appError('FILE_NOT_FOUND')
      await saveCv(app.db, user.id, null, app.clock.date())
      await app.files.delete(key)
      return { data: await readOnboarding(app.db, user) }
    },
  )

  app.post(
    '/api/network/onboarding/submit',
    {
      config: { access: { roles: [...APPLICANT_ROLES] } },
      schema: {
        tags,
        summary:
          'Submit my application: ONBOARDING or REJECTED -> PENDING once every required step is done ' +
          '(422 ONBOARDING_INCOMPLETE, details.missing); 409 when already PENDING or APPROVED',
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      const before = await readOnboarding(app.db, user)
      if (before.missing.length)
        throw appError('ONBOARDING_INCOMPLETE', undefined, { missing: before.missing })
      if (!(await markSubmitted(app.db, user.id, app.clock.date())))
        throw appError('ONBOARDING_ALREADY_SUBMITTED')
      return { data: await readOnboarding(app.db, user) }
    },
  )
}
