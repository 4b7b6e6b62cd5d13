import multipart from '@fastify/multipart'
import { MAX_MESSAGE_ATTACHMENTS, MESSAGE_ATTACHMENT_MAX_BYTES } from '@iqs/protocol'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { everyOnClock } from '../workflow/every-on-clock.js'
import { sendAwayMails } from './away-mails.js'
import { conversationsRoutes } from './conversations.routes.js'
import { eraseSenderMessages } from './erase-sender-messages.js'
import { messagesRoutes } from './messages.routes.js'

/** How often the away mails are looked for. */
export const AWAY_MAILS_EVERY_MS = 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    /** The network's conversations: the away mails' run, which tests call after moving the clock. */
    conversations: { sendAwayMails(): Promise<number> }
  }
}

/** The routes, in a scope of their own: a message's form is its text and up to 3 files. */
const conversationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    // No `parts` limit: a fourth file must meet the files limit (MESSAGE_TOO_MANY_ATTACHMENTS).
    limits: { fileSize: MESSAGE_ATTACHMENT_MAX_BYTES, files: MAX_MESSAGE_ATTACHMENTS, fields: 1 },
  })
  await app.register(messagesRoutes)
  await app.register(conversationsRoutes)
}

/**
 * Conversations between a consultant and a project owner (issue 16, "Messages"): one per
 * application, its routes, the away mails (every minute on `app.clock`; every api process runs
 * them, the claim on each reader row makes that safe) and what an erased member leaves.
 */
export const networkConversationsPlugin = fp(
  async (app) => {
    const run = () =>
      sendAwayMails({
        db: app.db,
        mailer: app.mailer,
        now: () => app.clock.date(),
        appOrigin: app.config.auth.appOrigin,
        log: app.log,
      })
    app.decorate('conversations', { sendAwayMails: run })
    app.addAccountEraser((trx, userId) => eraseSenderMessages(trx, userId))
    await app.register(conversationRoutes)
    everyOnClock(app, AWAY_MAILS_EVERY_MS, run, 'conversation away mails failed')
  },
  { name: 'network-conversations' },
)
