import { mailBody, type MailBlock } from '../../../platform/mail/mail-layout.js'
import type { MailLanguage } from '../../../platform/mail/mailer.js'
import type { NotificationMail } from '../../notifications/notification-mails.js'
import { LEAD_NOTICE_KINDS } from './lead-notices.js'

type LeadNoticeKind = (typeof LEAD_NOTICE_KINDS)[keyof typeof LEAD_NOTICE_KINDS]

/** The kinds of the lead's notices, for `app.notifications.registerMail`. */
export const LEAD_MAIL_KINDS: readonly LeadNoticeKind[] = Object.values(LEAD_NOTICE_KINDS)

interface Texts {
  subject: (company: string) => string
  line: (company: string) => string
  /** What the message under the line is: the representative's notes, or the reason. */
  messageIntro?: string
}

const TEXTS: Record<MailLanguage, Record<LeadNoticeKind, Texts> & { open: string; someLead: string }> = {
  en: {
    open: 'See the lead',
    someLead: 'your client',
    'lead.qualified': {
      subject: (c) => `Your lead "${c}" is qualified`,
      line: (c) => `Our representative contacted "${c}": your lead is qualified.`,
      messageIntro: "The representative's notes:",
    },
    'lead.converted': {
      subject: (c) => `Your lead "${c}" became a project`,
      line: (c) =>
        `Your lead "${c}" was converted into a project. Your commission accrues once a contract on it is signed.`,
    },
    'lead.contracted': {
      subject: (c) => `A contract was signed on your lead "${c}"`,
      line: (c) => `A contract was signed on the project your lead "${c}" became.`,
    },
    'lead.lost': {
      subject: (c) => `Your lead "${c}" was closed`,
      line: (c) => `Your lead "${c}" was marked as lost.`,
      messageIntro: 'The reason:',
    },
  },
  fr: {
    open: 'Voir la piste',
    someLead: 'votre client',
    'lead.qualified': {
      subject: (c) => `Votre piste « ${c} » est qualifiée`,
      line: (c) => `Notre représentant a contacté « ${c} » : votre piste est qualifiée.`,
      messageIntro: 'Les notes du représentant :',
    },
    'lead.converted': {
      subject: (c) => `Votre piste « ${c} » est devenue un projet`,
      line: (c) =>
        `Votre piste « ${c} » a été convertie en projet. Votre commission est acquise dès qu’un contrat y est signé.`,
    },
    'lead.contracted': {
      subject: (c) => `Un contrat a été signé sur votre piste « ${c} »`,
      line: (c) => `Un contrat a été signé sur le projet issu de votre piste « ${c} ».`,
    },
    'lead.lost': {
      subject: (c) => `Votre piste « ${c} » a été classée perdue`,
      line: (c) => `Votre piste « ${c} » a été marquée comme perdue.`,
      messageIntro: 'La raison :',
    },
  },
}

/**
 * The mail of a lead notification, in the recipient's language, HTML and text from the same blocks
 * (`mailBody` escapes every value: the company and the notes are users' words).
 */
export const leadMail: NotificationMail = (notification, recipient, link) => {
  const texts = TEXTS[recipient.language]
  const kind = texts[notification.kind as LeadNoticeKind]
  const company = notification.params.company ?? texts.someLead
  const blocks: MailBlock[] = [kind.line(company)]
  if (notification.params.message && kind.messageIntro)
    blocks.push(kind.messageIntro, notification.params.message)
  blocks.push({ link, label: texts.open })
  return {
    to: recipient.email,
    subject: kind.subject(company),
    language: recipient.language,
    ...mailBody(recipient.language, blocks),
  }
}
