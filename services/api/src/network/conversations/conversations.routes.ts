import {
  conversationPageSchema,
  conversationsQuerySchema,
  dataEnvelope,
  unreadMessagesSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { listConversations } from './conversations.repository.js'
import { toConversationSummary } from './message-dto.js'
import { totalUnread } from './messages.repository.js'
import { conversationsTags } from './messages.routes.js'

/**
 * My conversations (the header's badge and list): every signed-in member may ask; one who is no
 * party to any (an admin, a new member) gets an empty list and 0.
 */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/conversations',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: conversationsTags,
        summary:
          'My conversations, the latest message first: the project, the other side, an excerpt of the ' +
          'latest message, how many I have not read, the web page showing it',
        querystring: conversationsQuerySchema,
        response: { 200: dataEnvelope(conversationPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { page, page_size } = request.query
      const { rows, total } = await listConversations(app.db, user.id, page, page_size)
      return {
        data: {
          items: rows.map((row) => toConversationSummary(row, user.id)),
          total,
          page,
          page_size,
          page_count: Math.ceil(total / page_size),
        },
      }
    },
  )

  app.get(
    '/api/network/conversations/unread',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: conversationsTags,
        summary:
          "How many messages of the other sides I have not read, in all my conversations (the header's badge)",
        response: { 200: dataEnvelope(unreadMessagesSchema) },
      },
    },
    async (request) => ({ data: { unread: await totalUnread(app.db, requireUser(request).id) } }),
  )
}
