import { mailBody, type MailBlock } from '../../platform/mail/mail-layout.js'
import type { MailLanguage } from '../../platform/mail/mailer.js'
import type { NotificationMail } from '../notifications/notification-mails.js'

const TEXTS: Record<
  MailLanguage,
  {
    subject: (title: string) => string
    line: (title: string) => string
    intro: string
    open: string
    project: string
  }
> = {
  en: {
    subject: (title) => `You are invited to apply to "${title}"`,
    line: (title) => `The owner of the project "${title}" read your profile and invites you to apply.`,
    intro: 'Their message:',
    open: 'See the project',
    project: 'a project',
  },
  fr: {
    subject: (title) => `Vous êtes invité à postuler à « ${title} »`,
    line: (title) => `Le porteur du projet « ${title} » a lu votre profil et vous invite à postuler.`,
    intro: 'Son message :',
    open: 'Voir le projet',
    project: 'un projet',
  },
}

/**
 * The mail of `invitation.received`, in the consultant's language, HTML and text from the same
 * blocks (`mailBody` escapes every value: the title and the message are the owner's words).
 */
export const invitationMail: NotificationMail = (notification, recipient, link) => {
  const language = recipient.language
  const texts = TEXTS[language]
  const title = notification.params.project_title ?? texts.project
  const blocks: MailBlock[] = [texts.line(title)]
  if (notification.params.message) blocks.push(texts.intro, notification.params.message)
  blocks.push({ link, label: texts.open })
  return { to: recipient.email, subject: texts.subject(title), language, ...mailBody(language, blocks) }
}
