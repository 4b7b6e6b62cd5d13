import {
  dataEnvelope,
  memberAccountActionRequestSchema,
  memberAccountStateSchema,
  memberDetailSchema,
  memberParamsSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { accountSuspension } from '../../identity/users/account-suspension.js'
import { appError } from '../../platform/errors.js'
import { requireMemberAdmin } from './member-admin-access.js'
import { readMemberDetail } from './member-details.js'
import { changeMemberAccount, type MemberAccountAction } from './member-suspension.js'

const admins = { access: { roles: ['Admin' as const], admin: 'byRecord' as const } }
const tags = ['network membership']
const refusals =
  '403 ADMIN_PERMISSION_MISSING without the group of the member’s role, 404 MEMBER_NOT_FOUND (no ' +
  'member: unknown, erased, an admin)'

/**
 * A member's record for the admins of their role's group (issue 18: /admin-exec-partners,
 * /admin-consultants, /admin-clients details), and the suspension of their account.
 */
export const memberRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/network/members/:userId',
    {
      config: admins,
      schema: {
        tags,
        summary:
          "A member's record: membership, what they submitted, projects, applications, contracts, " +
          `reviews received, token status, suspension, the admins' actions. ${refusals}`,
        params: memberParamsSchema,
        response: { 200: dataEnvelope(memberDetailSchema) },
      },
    },
    async (request) => {
      const { userId } = request.params
      await requireMemberAdmin(app.db, requireUser(request), userId)
      const detail = await readMemberDetail(app.db, userId)
      if (!detail) throw appError('MEMBER_NOT_FOUND')
      return { data: detail }
    },
  )

  const change = async (userId: number, action: MemberAccountAction, adminId: number, reason: string) => {
    await changeMemberAccount(app.db, { userId, action, adminId, reason, at: app.clock.date() })
    // Committed: the suspended member's sessions end now, here and in the other api processes (the
    // sessions also stop authenticating by the flag alone, should this fail).
    if (action === 'suspend') {
      await app.sessions
        .revokeAll(userId, 'suspended')
        .catch((error: unknown) => app.log.warn({ err: error, userId }, 'suspended sessions not revoked'))
    }
    await app.notifications
      .dispatch()
      .catch((error: unknown) => app.log.warn({ err: error }, 'member account mail not sent yet'))
    const suspension = await accountSuspension(app.db, userId)
    return {
      data: {
        suspended: suspension !== null,
        suspended_at: suspension?.suspendedAt.toISOString() ?? null,
        suspension_reason: suspension?.reason ?? null,
      },
    }
  }

  app.post(
    '/api/admin/network/members/:userId/suspend',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Suspend a member’s account with a reason: it cannot sign in (403 ACCOUNT_SUSPENDED), its ' +
          'sessions end at once, its public presence is hidden; the member is told by mail. 409 ' +
          `MEMBER_STATE_INVALID when already suspended. ${refusals}`,
        params: memberParamsSchema,
        body: memberAccountActionRequestSchema,
        response: { 200: dataEnvelope(memberAccountStateSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      await requireMemberAdmin(app.db, admin, request.params.userId)
      return change(request.params.userId, 'suspend', admin.id, request.body.reason)
    },
  )

  app.post(
    '/api/admin/network/members/:userId/reactivate',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Reactivate a suspended member’s account with a reason: it signs in again; the member is ' +
          `told. 409 MEMBER_STATE_INVALID when not suspended. ${refusals}`,
        params: memberParamsSchema,
        body: memberAccountActionRequestSchema,
        response: { 200: dataEnvelope(memberAccountStateSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      await requireMemberAdmin(app.db, admin, request.params.userId)
      return change(request.params.userId, 'reactivate', admin.id, request.body.reason)
    },
  )
}
