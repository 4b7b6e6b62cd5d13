import type { FastifyBaseLogger } from 'fastify'

/** The languages a mail is written in: the recipient's `users.language`. */
export type MailLanguage = 'en' | 'fr'

/** An e-mail to send: the same words twice, as HTML for mail clients and as plain text for the rest. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  /** The HTML part, built with `mailHtml` (mail-layout.ts) so that every value in it is escaped. */
  html: string
  /** The language the mail is written in (kept in the outbox, so an admin sees which text went out). */
  language: MailLanguage
}

/**
 * The port for sending e-mail. Adapters: SMTP through nodemailer when `SMTP_URL` is set
 * (smtp-mailer.ts), else the outbox table that admins read (outbox-mailer.ts), each also logged by
 * the console adapter here. Tests hand in their own to capture mails.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/**
 * Writes e-mails to the log instead of sending them, so that a password reset can be tried
 * locally (the link is in the log line). Without SMTP it runs beside the outbox.
 *
 * @example const mailer = createConsoleMailer(app.log)
 */
export function createConsoleMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      // The text part carries the links; the HTML would only double the line.
      const { html: _html, ...logged } = message
      log.info({ mail: logged }, `e-mail to ${message.to} (console mailer): ${message.subject}`)
    },
  }
}

/**
 * Sends each mail through every given mailer in turn (the outbox, then the log line).
 *
 * @example const mailer = teeMailer(outbox, createConsoleMailer(app.log))
 */
export function teeMailer(...mailers: Mailer[]): Mailer {
  return {
    async send(message) {
      for (const mailer of mailers) await mailer.send(message)
    },
  }
}
