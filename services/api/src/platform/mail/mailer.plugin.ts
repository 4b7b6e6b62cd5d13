import fp from 'fastify-plugin'
import { createConsoleMailer, teeMailer, type Mailer } from './mailer.js'
import { createOutboxMailer } from './outbox-mailer.js'
import { createSmtpMailer } from './smtp-mailer.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail: SMTP, the outbox, or the mailer a test handed in (see mailerPlugin). */
    mailer: Mailer
    /** Where mail goes: 'smtp' (SMTP_URL), 'outbox' (the admins' outbox page) or 'custom' (tests). */
    mailDelivery: 'smtp' | 'outbox' | 'custom'
  }
}

/**
 * Decorates `app.mailer`: the given mailer (tests capture mails with their own); else nodemailer
 * over SMTP when `SMTP_URL` is set; else the database outbox plus a log line, so `npm start`
 * keeps every mail it would have sent. Each mail is written by its sender in the recipient's
 * language, HTML and text (mail-layout.ts).
 */
export const mailerPlugin = fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const { smtpUrl, from } = app.config.mail
    if (options.mailer) {
      app.decorate('mailer', options.mailer)
      app.decorate('mailDelivery', 'custom' as const)
      return
    }
    if (smtpUrl) {
      const smtp = createSmtpMailer({ smtpUrl, from })
      app.addHook('onClose', async () => smtp.close())
      app.decorate('mailer', smtp)
      app.decorate('mailDelivery', 'smtp' as const)
      return
    }
    if (app.config.production) {
      app.log.warn('no SMTP_URL: mails are kept in the database outbox (admins read them), none is sent')
    }
    app.decorate('mailer', teeMailer(createOutboxMailer(app.db, app.clock), createConsoleMailer(app.log)))
    app.decorate('mailDelivery', 'outbox' as const)
  },
  { name: 'mailer', dependencies: ['storage'] },
)
