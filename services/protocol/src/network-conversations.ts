import { z } from 'zod'
import { pageOf, pageQuerySchema } from './public-taxonomy.js'
import { text } from './text.js'

/**
 * Conversations (issue 16, "Messages"): one per application, between its consultant and the
 * project's owner, read by admins too. It goes on when the application becomes a contract (the
 * contract's page shows it by its application id). services/api/src/network/conversations/README.md.
 */

/** At most this many characters in a message. */
export const MAX_MESSAGE_LENGTH = 5000
/** At most this many files to a message. */
export const MAX_MESSAGE_ATTACHMENTS = 3
/** At most this many bytes per attached file (10 MB, as a CV). */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
/** What a message may carry, checked by content on the server. */
export const MESSAGE_ATTACHMENT_FORMATS = ['pdf', 'doc', 'docx', 'xlsx', 'png', 'jpg', 'jpeg'] as const
/** The `accept` of the composer's file input (the server checks the content anyway). */
export const MESSAGE_ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.xlsx,.png,.jpg,.jpeg'
/** How many messages one page of a thread holds. */
export const MESSAGE_PAGE_SIZE = 50

/** The refusal keys of the composer's field. */
export const messageMessages = { body: 'messageBody' } as const

/**
 * `POST /api/network/applications/:id/messages`: JSON `{ body }`, or multipart/form-data with the
 * field `body` and up to 3 files in fields named `files`.
 */
export const sendMessageRequestSchema = z.strictObject({
  body: text({ multiline: true, error: messageMessages.body })
    .trim()
    .min(1, { error: messageMessages.body })
    .max(MAX_MESSAGE_LENGTH, { error: messageMessages.body })
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .describe('Plain text, 1 to 5000 characters'),
})
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>

/** The side of a conversation a member writes from: the consultant who applied, or the project's owner. */
export const conversationPartSchema = z.enum(['applicant', 'owner'])
export type ConversationPart = z.infer<typeof conversationPartSchema>

export const messageAttachmentSchema = z.object({
  n: z.number().int().describe('1 to 3, its place in the message'),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string().describe('GET it to download (the same access as the conversation)'),
})
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>

export const messageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int().describe('Grows with every message sent anywhere: the page cursor'),
  sender: z.object({
    user_id: z.number().int(),
    part: conversationPartSchema,
    name: z.string().nullable().describe('Null once the account is erased'),
  }),
  mine: z.boolean(),
  body: z.string().describe('Empty once the sender erased their account'),
  erased: z.boolean().describe("The sender's account was erased: body and attachments are gone"),
  attachments: z.array(messageAttachmentSchema),
  created_at: z.string(),
})
export type Message = z.infer<typeof messageSchema>

/** `GET .../messages?before=<seq>`: the newest page first; `before` asks for the page older than it. */
export const messagesQuerySchema = z.object({
  before: z.coerce
    .number()
    .int('before must be a whole number')
    .positive('before must be positive')
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('A seq: only older messages (the first item of the page shown)'),
})

/** One page of a thread, oldest first within it, and what the reader may do. */
export const messagePageSchema = z.object({
  items: z.array(messageSchema).describe('Oldest first: the newest page, or the one before `before`'),
  has_more: z.boolean().describe('Older messages exist: ask again with before = items[0].seq'),
  my_part: z.enum(['applicant', 'owner', 'admin']),
  can_write: z.boolean(),
  write_until: z
    .string()
    .nullable()
    .describe('When a closed application (rejected, withdrawn, expired) stops taking messages'),
  unread: z.number().int().describe('Messages of the other side I have not read (0 for admins)'),
})
export type MessagePage = z.infer<typeof messagePageSchema>

/** One of my conversations, for the header's list. */
export const conversationSummarySchema = z.object({
  application_id: z.uuid(),
  project: z.object({ id: z.number().int(), title: z.string().nullable() }),
  my_part: conversationPartSchema,
  other_party: z.object({ user_id: z.number().int().nullable(), name: z.string().nullable() }),
  last_message: z.object({ excerpt: z.string(), at: z.string(), mine: z.boolean() }),
  unread: z.number().int(),
  link: z.string().describe("The web page showing it: the consultant's application, the owner's applicant"),
})
export type ConversationSummary = z.infer<typeof conversationSummarySchema>

export const conversationPageSchema = pageOf(conversationSummarySchema)
export type ConversationPage = z.infer<typeof conversationPageSchema>

export const conversationsQuerySchema = z.object({
  page: pageQuerySchema,
  page_size: z.coerce.number().int().min(1).max(50).default(10),
})

export const unreadMessagesSchema = z.object({ unread: z.number().int() })
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>

export const messageAttachmentParamsSchema = z.object({
  id: z.uuid(),
  messageId: z.uuid(),
  n: z.coerce.number().int().min(1).max(MAX_MESSAGE_ATTACHMENTS),
})
