import type { FastifyBaseLogger } from 'fastify'

/** An e-mail to send. */
export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** The port for sending e-mail. Adapters: the console (here); an SMTP one can follow. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/**
 * Writes e-mails to the log instead of sending them: the default while no
 * mail server is configured, so that a password reset can be tried locally
 * (the link is in the log line).
 *
 * @example const mailer = createConsoleMailer(app.log)
 */
export function createConsoleMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      log.info({ mail: message }, `e-mail to ${message.to} (console mailer): ${message.subject}`)
    },
  }
}
