import {
  dataEnvelope,
  execPartnerCardDetailSchema,
  execPartnerCardListSchema,
  execPartnerCardParamsSchema,
  execPartnerCardRequestSchema,
  type ExecPartnerCardDetail,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { adminActionsOn } from '../../platform/admin-journal/admin-journal.js'
import { appError } from '../../platform/errors.js'
import {
  CARD_RECORD_TYPE,
  execPartnerCardStatus,
  listExecPartnerCards,
  setExecPartnerCardHidden,
} from './exec-partner-cards.repository.js'
import { memberReportsTags } from './member-reports.routes.js'

const partnersAdmins = { access: { roles: ['Admin' as const], admin: 'exec_partners' as const } }
const notFound = '404 MEMBER_NOT_FOUND for anyone who is not a live executive partner'

/**
 * The executive partners' public cards (/our-leaders and the header's search, `../leaders`): the
 * partners admins (`exec_partners`) list them and hide or show one.
 */
export const execPartnerCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (userId: number): Promise<ExecPartnerCardDetail> => {
    const status = await execPartnerCardStatus(app.db, userId)
    if (!status) throw appError('MEMBER_NOT_FOUND')
    return { ...status, history: await adminActionsOn(app.db, CARD_RECORD_TYPE, userId) }
  }

  app.get(
    '/api/admin/network/exec-partner-cards',
    {
      config: partnersAdmins,
      schema: {
        tags: memberReportsTags,
        summary: 'Every executive partner with a public card, and any whose card is hidden, by name',
        response: { 200: dataEnvelope(execPartnerCardListSchema) },
      },
    },
    async () => ({ data: { items: await listExecPartnerCards(app.db) } }),
  )

  app.get(
    '/api/admin/network/exec-partners/:userId/card',
    {
      config: partnersAdmins,
      schema: {
        tags: memberReportsTags,
        summary: `A partner's public card: whether they have one, whether it is hidden, its history. ${notFound}`,
        params: execPartnerCardParamsSchema,
        response: { 200: dataEnvelope(execPartnerCardDetailSchema) },
      },
    },
    async (request) => ({ data: await detail(request.params.userId) }),
  )

  app.put(
    '/api/admin/network/exec-partners/:userId/card',
    {
      config: partnersAdmins,
      schema: {
        tags: memberReportsTags,
        summary:
          'Hide (`{ hidden: true, reason? }`) or show (`{ hidden: false }`) a partner’s public card: a hidden ' +
          'card leaves /our-leaders, the search and the CV link at once. Asking for the state it is in ' +
          `changes nothing. ${notFound}`,
        params: execPartnerCardParamsSchema,
        body: execPartnerCardRequestSchema,
        response: { 200: dataEnvelope(execPartnerCardDetailSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { userId } = request.params
      if (!(await execPartnerCardStatus(app.db, userId))) throw appError('MEMBER_NOT_FOUND')
      await setExecPartnerCardHidden(app.db, {
        userId,
        hidden: request.body.hidden,
        reason: request.body.reason ?? '',
        adminId: admin.id,
        at: app.clock.date(),
      })
      return { data: await detail(userId) }
    },
  )
}
