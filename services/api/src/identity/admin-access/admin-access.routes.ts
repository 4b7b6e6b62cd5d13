import {
  adminAccountDetailSchema,
  adminAccountSchema,
  adminPermissionsRequestSchema,
  ADMIN_PERMISSIONS,
  dataEnvelope,
  memberParamsSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminActionsOn, recordAdminAction } from '../../platform/admin-journal/admin-journal.js'
import { appError } from '../../platform/errors.js'
import { requireUser } from '../access-control/require-user.js'
import {
  findAdminAccount,
  listAdminAccounts,
  otherHoldersOf,
  replaceAdminPermissions,
} from './admin-accounts.repository.js'

const managers = { access: { roles: ['Admin' as const], admin: 'admins' as const } }
const tags = ['admin access']

/**
 * The admins' groups (issue 18): an admin holding `admins` lists the admin accounts and sets the
 * groups each holds. Every change is recorded (who, when, before and after) and shown on the
 * account; the last holder of `admins` cannot lose it, so access can always be managed.
 */
export const adminAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/admins',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Every admin account and the groups it holds',
        response: { 200: dataEnvelope(z.object({ items: z.array(adminAccountSchema) })) },
      },
    },
    async () => ({ data: { items: await listAdminAccounts(app.db) } }),
  )

  app.get(
    '/api/admin/admins/:userId',
    {
      config: managers,
      schema: {
        tags,
        summary: 'One admin account, its groups and the history of their changes. 404 ADMIN_NOT_FOUND',
        params: memberParamsSchema,
        response: { 200: dataEnvelope(adminAccountDetailSchema) },
      },
    },
    async (request) => {
      const account = await findAdminAccount(app.db, request.params.userId)
      if (!account) throw appError('ADMIN_NOT_FOUND')
      return { data: { ...account, history: await adminActionsOn(app.db, 'admin', account.user_id) } }
    },
  )

  app.put(
    '/api/admin/admins/:userId/permissions',
    {
      config: managers,
      schema: {
        tags,
        summary:
          "Set an admin's groups (the whole set). 404 ADMIN_NOT_FOUND; 409 LAST_PERMISSIONS_ADMIN when " +
          'it would leave no admin able to manage access',
        params: memberParamsSchema,
        body: adminPermissionsRequestSchema,
        response: { 200: dataEnvelope(adminAccountDetailSchema) },
      },
    },
    async (request) => {
      const manager = requireUser(request)
      const userId = request.params.userId
      const wanted = ADMIN_PERMISSIONS.filter((p) => request.body.permissions.includes(p))
      const account = await app.db.transaction().execute(async (trx) => {
        // One change of access at a time: two admins taking `admins` from each other at once must
        // not both succeed and leave nobody able to manage access.
        await trx
          .selectFrom('admin_permissions')
          .select('user_id')
          .where('permission', '=', 'admins')
          .forUpdate()
          .execute()
        const before = await findAdminAccount(trx, userId)
        if (!before) throw appError('ADMIN_NOT_FOUND')
        if (!wanted.includes('admins') && (await otherHoldersOf(trx, 'admins', userId)) === 0)
          throw appError('LAST_PERMISSIONS_ADMIN')
        const granted = wanted.filter((p) => !before.permissions.includes(p))
        const revoked = before.permissions.filter((p) => !wanted.includes(p))
        if (granted.length === 0 && revoked.length === 0) return before
        const at = app.clock.date()
        await replaceAdminPermissions(trx, { userId, permissions: wanted, grantedBy: manager.id, at })
        await recordAdminAction(trx, {
          adminUserId: manager.id,
          permission: 'admins',
          recordType: 'admin',
          recordId: userId,
          action: 'set_permissions',
          changes: { permissions: { from: before.permissions, to: wanted }, granted, revoked },
          at,
        })
        return { ...before, permissions: wanted }
      })
      return { data: { ...account, history: await adminActionsOn(app.db, 'admin', userId) } }
    },
  )
}
