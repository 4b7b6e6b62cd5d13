import {
  dataEnvelope,
  notificationPageSchema,
  notificationsQuerySchema,
  readNotificationsRequestSchema,
  type Notification,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import type { NetworkNotificationRow } from './network-notifications.table.js'
import { listNotifications, markRead } from './notifications.repository.js'

const tags = ['network notifications']

const toNotification = (row: NetworkNotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  link: row.link,
  read_at: row.read_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
})

/** My notifications (every signed-in member has some to read): the list, and marking them read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const page = async (userId: number, number: number, size: number) => {
    const found = await listNotifications(app.db, userId, number, size)
    return { data: { ...found, items: found.items.map(toNotification) } }
  }

  app.get(
    '/api/network/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'My notifications, newest first, one page at a time, with how many are unread',
        querystring: notificationsQuerySchema,
        response: { 200: dataEnvelope(notificationPageSchema) },
      },
    },
    async (request) => page(requireUser(request).id, request.query.page, request.query.page_size),
  )

  app.post(
    '/api/network/notifications/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Mark notifications read: { ids } (mine; other ids change nothing) or { all: true }',
        body: readNotificationsRequestSchema,
        response: { 200: dataEnvelope(notificationPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const body = request.body
      await markRead(app.db, user.id, 'ids' in body ? body.ids : 'all', app.clock.date())
      return page(user.id, 1, 20)
    },
  )
}
