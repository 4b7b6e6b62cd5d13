import { mailBody } from '../../../platform/mail/mail-layout.js'
import type { MailLanguage } from '../../../platform/mail/mailer.js'
import type { NotificationMail } from '../../notifications/notification-mails.js'

const TEXTS: Record<
  MailLanguage,
  { subject: (name: string) => string; line: (name: string) => string; open: string; someone: string }
> = {
  en: {
    subject: (name) => `${name} registered through your invitation`,
    line: (name) =>
      `${name}, the consultant you sponsored, has registered. Once an admin approves them and they ` +
      'sign a contract, your referral commission accrues.',
    open: 'See my consultants',
    someone: 'A consultant you invited',
  },
  fr: {
    subject: (name) => `${name} s’est inscrit grâce à votre invitation`,
    line: (name) =>
      `${name}, le consultant que vous parrainez, s’est inscrit. Une fois approuvé par un ` +
      'administrateur et son premier contrat signé, votre commission de parrainage est acquise.',
    open: 'Voir mes consultants',
    someone: 'Un consultant que vous avez invité',
  },
}

/** The mail of `referral.registered`, in the sponsor's language (`mailBody` escapes the name). */
export const referralRegisteredMail: NotificationMail = (notification, recipient, link) => {
  const texts = TEXTS[recipient.language]
  const name = notification.params.consultant_name || texts.someone
  return {
    to: recipient.email,
    subject: texts.subject(name),
    language: recipient.language,
    ...mailBody(recipient.language, [texts.line(name), { link, label: texts.open }]),
  }
}
