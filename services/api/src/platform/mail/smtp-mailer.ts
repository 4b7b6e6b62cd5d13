import nodemailer from 'nodemailer'
import type { Mailer } from './mailer.js'

/**
 * Sends mail over SMTP with nodemailer. `smtpUrl` is nodemailer's connection URL
 * (`smtp://user:pass@host:587`, `smtps://...` for TLS from the first byte); the server's own
 * STARTTLS offer is taken when it makes one.
 *
 * @example const mailer = createSmtpMailer({ smtpUrl: 'smtp://localhost:1025', from: 'IQS <no-reply@iqs.local>' })
 */
export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer & {
  close(): void
} {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.language },
      })
    },
    close() {
      transport.close()
    },
  }
}
