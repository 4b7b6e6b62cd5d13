import { mailBody } from '../../platform/mail/mail-layout.js'
import type { MailLanguage } from '../../platform/mail/mailer.js'
import type { NotificationMail } from '../notifications/notification-mails.js'

const TEXTS: Record<
  MailLanguage,
  { subject: (t: string) => string; line: (t: string) => string; open: string; someProject: string }
> = {
  en: {
    subject: (t) => `You were reviewed for "${t}"`,
    line: (t) => `The other party of your contract for "${t}" reviewed you.`,
    open: 'Read the review',
    someProject: 'a project',
  },
  fr: {
    subject: (t) => `Vous avez été évalué pour « ${t} »`,
    line: (t) => `L’autre partie de votre contrat pour « ${t} » vous a évalué.`,
    open: 'Lire l’évaluation',
    someProject: 'un projet',
  },
}

/** The mail of `review.received`, in the recipient's language (`mailBody` escapes the title). */
export const reviewMail: NotificationMail = (notification, recipient, link) => {
  const texts = TEXTS[recipient.language]
  const title = notification.params.project_title ?? texts.someProject
  return {
    to: recipient.email,
    subject: texts.subject(title),
    language: recipient.language,
    ...mailBody(recipient.language, [texts.line(title), { link, label: texts.open }]),
  }
}
