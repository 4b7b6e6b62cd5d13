import {
  dataEnvelope,
  iqstemProjectsSchema,
  referralListSchema,
  referralRequestSchema,
  referralSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../../identity/access-control/require-user.js'
import { appError } from '../../../platform/errors.js'
import { findUserById } from '../../../identity/users/users.repository.js'
import { inviteReferral } from './invite-referral.js'
import { listIqstemProjects } from './iqstem-projects.js'
import { listSponsorReferrals } from './read-referrals.js'
import { referralTags, sponsors } from './referral-access.js'
import { referralInvitationMail } from './referral-invitation-mail.js'

/** Where a referral link lands: the consultant's registration form, the code in `?sponsor=`. */
export const invitationLink = (appOrigin: string, code: string) =>
  `${appOrigin}/my-account/register/form/Consultant?sponsor=${encodeURIComponent(code)}`

/** The sponsor's side: sponsor-consultant, my-consultants and all-projects (spec §2 /my-iqstem). */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/network/iqstem/referrals',
    {
      config: sponsors,
      schema: {
        tags: referralTags,
        summary:
          'Sponsor a consultant: the invitation with the registration link is mailed at once. 403 ' +
          'MEMBER_NOT_APPROVED, 409 REFERRAL_ALREADY_MEMBER (an account has this e-mail), 409 ' +
          'REFERRAL_DUPLICATE (already invited, by anyone)',
        body: referralRequestSchema,
        response: { 201: dataEnvelope(referralSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const invited = await inviteReferral(app.db, {
        sponsorId: user.id,
        request: request.body,
        at: app.clock.date(),
      })
      const sponsor = await findUserById(app.db, user.id)
      try {
        await app.mailer.send(
          referralInvitationMail({
            to: invited.email,
            firstName: invited.first_name,
            sponsorName: `${sponsor?.first_name ?? ''} ${sponsor?.last_name ?? ''}`.trim() || 'IQS',
            message: invited.message,
            language: sponsor?.language ?? 'en',
            link: invitationLink(app.config.auth.appOrigin, invited.invitation_code),
          }),
        )
      } catch (error) {
        // The referral stands (the sponsor sees it invited, and the invitee may still register with
        // that e-mail and be linked); the mailer's outbox keeps what did go out.
        request.log.error({ err: error, referral: invited.id }, 'referral invitation mail failed')
      }
      const referral = (await listSponsorReferrals(app.db, user.id)).find((r) => r.id === invited.id)
      if (!referral) throw appError('REFERRAL_NOT_FOUND')
      return reply.code(201).send({ data: referral })
    },
  )

  app.get(
    '/api/network/iqstem/referrals',
    {
      config: sponsors,
      schema: {
        tags: referralTags,
        summary:
          'The consultants I sponsored, newest first: their state (invited, registered, approved, ' +
          'on_contract) and the commission each earned me',
        response: { 200: dataEnvelope(referralListSchema) },
      },
    },
    async (request) => ({ data: { items: await listSponsorReferrals(app.db, requireUser(request).id) } }),
  )

  app.get(
    '/api/network/iqstem/projects',
    {
      config: sponsors,
      schema: {
        tags: referralTags,
        summary:
          'all-projects: the projects my leads became and my sponsored consultants hold a contract on ' +
          '(`mine`), and the newest open projects of the board (`open`, at most 50)',
        response: { 200: dataEnvelope(iqstemProjectsSchema) },
      },
    },
    async (request) => ({ data: await listIqstemProjects(app.db, requireUser(request).id) }),
  )
}
