import {
  applicationParamsSchema,
  dataEnvelope,
  MESSAGE_PAGE_SIZE,
  messageAttachmentParamsSchema,
  messagePageSchema,
  messagesQuerySchema,
  sendMessageRequestSchema,
  type MessagePage,
} from '@iqs/protocol'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { RequestUser } from '../../identity/access-control/request-user.js'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { readApplicationAs, type ApplicationPart } from '../applications/application-access.js'
import type { ApplicationView } from '../applications/applications.repository.js'
import { assertMayWrite, writeRule } from './conversation-rules.js'
import { toMessage } from './message-dto.js'
import { readMessageForm, uploadedAttachmentsOf } from './message-form.js'
import { findAttachment, markConversationRead, messagePage, unreadIn } from './messages.repository.js'
import { sendMessage } from './send-message.js'
import { sendFile } from '../../platform/files/send-file.js'

export const conversationsTags = ['network conversations']

/** A page of the thread as `user` sees it, with what they may do. */
async function pageFor(
  app: FastifyInstance,
  user: RequestUser,
  view: ApplicationView,
  part: ApplicationPart,
  before: number | undefined,
): Promise<MessagePage> {
  const { items, hasMore } = await messagePage(app.db, view.id, before, MESSAGE_PAGE_SIZE)
  const rule = writeRule(view, part, app.clock.date())
  return {
    items: items.map((m) => toMessage(m, view.id, view.consultant_user_id, user.id)),
    has_more: hasMore,
    my_part: part,
    can_write: rule.canWrite,
    write_until: rule.writeUntil?.toISOString() ?? null,
    unread: part === 'admin' ? 0 : await unreadIn(app.db, view.id, user.id),
  }
}

/**
 * The conversation of one application: read it (its consultant, the project's owner, admins;
 * anyone else 404 APPLICATION_NOT_FOUND, as for the application), write in it (the two parties),
 * download an attachment, mark it read. An admin's reading marks nothing.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Before a multipart form is read: who may write is checked first, so a stranger's or an
   * admin's 30 MB are refused before they are read; then the form's text becomes the body.
   */
  const checkThenReadForm = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string }
    if (applicationParamsSchema.safeParse({ id }).success) {
      const { view, part } = await readApplicationAs(app.db, requireUser(request), id)
      assertMayWrite(view, part, app.clock.date())
    }
    await readMessageForm(request)
  }

  app.get(
    '/api/network/applications/:id/messages',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: conversationsTags,
        summary:
          'The conversation of an application, the newest page first (50 messages, oldest first within ' +
          'the page; `before=<seq>` for the older page): its consultant, the project owner, admins (read only)',
        params: applicationParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: dataEnvelope(messagePageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { view, part } = await readApplicationAs(app.db, user, request.params.id)
      return { data: await pageFor(app, user, view, part, request.query.before) }
    },
  )

  app.post(
    '/api/network/applications/:id/messages',
    {
      config: { access: 'signedIn' },
      preValidation: checkThenReadForm,
      schema: {
        tags: conversationsTags,
        summary:
          'Write in the conversation (its consultant or the project owner). JSON `{ body }`, or ' +
          'multipart/form-data with `body` and up to 3 files in `files` (PDF, DOC, DOCX, XLSX, PNG, JPEG by ' +
          'content, 10 MB each: 413 MESSAGE_ATTACHMENT_TOO_LARGE, 415 MESSAGE_ATTACHMENT_FORMAT, 400 ' +
          'MESSAGE_TOO_MANY_ATTACHMENTS). Admins: 403 CONVERSATION_READ_ONLY; 409 CONVERSATION_CLOSED 30 ' +
          'days after the application closed. Answers the newest page',
        consumes: ['application/json', 'multipart/form-data'],
        params: applicationParamsSchema,
        body: sendMessageRequestSchema,
        response: { 201: dataEnvelope(messagePageSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const { view, part } = await readApplicationAs(app.db, user, request.params.id)
      await sendMessage(app, {
        applicationId: view.id,
        senderId: user.id,
        part,
        body: request.body.body,
        files: uploadedAttachmentsOf(request),
      })
      return reply.code(201).send({ data: await pageFor(app, user, view, part, undefined) })
    },
  )

  app.post(
    '/api/network/applications/:id/messages/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: conversationsTags,
        summary:
          "Mark the conversation read up to now (its consultant or the project owner; admins' reading " +
          'marks nothing: 403 CONVERSATION_READ_ONLY). Answers the newest page',
        params: applicationParamsSchema,
        response: { 200: dataEnvelope(messagePageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { view, part } = await readApplicationAs(app.db, user, request.params.id)
      if (part === 'admin') throw appError('CONVERSATION_READ_ONLY')
      await markConversationRead(app.db, view.id, user.id)
      return { data: await pageFor(app, user, view, part, undefined) }
    },
  )

  app.get(
    '/api/network/applications/:id/messages/:messageId/attachments/:n',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: conversationsTags,
        summary: "A message's attachment (1 to 3), for the conversation's readers; 404 FILE_NOT_FOUND",
        params: messageAttachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, messageId, n } = request.params
      await readApplicationAs(app.db, requireUser(request), id)
      const attachment = await findAttachment(app.db, id, messageId, n)
      const file = attachment ? await app.files.get(attachment.file_key) : undefined
      if (!attachment || !file) throw appError('FILE_NOT_FOUND')
      return sendFile(reply, {
        content: file.content,
        contentType: attachment.mime_type,
        name: attachment.file_name,
        caching: 'private',
      })
    },
  )
}
