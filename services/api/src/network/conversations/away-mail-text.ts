import { mailBody } from '../../platform/mail/mail-layout.js'
import type { MailLanguage, MailMessage } from '../../platform/mail/mailer.js'

/** What the away mail says: about which project, from whom, how many, leading where. */
export interface AwayMailValues {
  to: string
  language: MailLanguage
  projectTitle: string | null
  senderName: string | null
  unread: number
  link: string
}

type Words = { title: string; name: string }
const UNNAMED: Record<MailLanguage, Words> = {
  en: { title: 'your project', name: 'The other side' },
  fr: { title: 'votre projet', name: 'Votre interlocuteur' },
}

const TEXTS: Record<
  MailLanguage,
  { subject: (w: Words) => string; lines: (w: Words, unread: number) => string[]; open: string }
> = {
  en: {
    subject: (w) => `New message about "${w.title}"`,
    lines: (w, unread) => [
      `${w.name} wrote to you about "${w.title}".`,
      unread === 1 ? 'You have 1 unread message.' : `You have ${unread} unread messages.`,
      'We send one e-mail per conversation until you read it again.',
    ],
    open: 'Read the conversation',
  },
  fr: {
    subject: (w) => `Nouveau message à propos de « ${w.title} »`,
    lines: (w, unread) => [
      `${w.name} vous a écrit à propos de « ${w.title} ».`,
      unread === 1 ? 'Vous avez 1 message non lu.' : `Vous avez ${unread} messages non lus.`,
      'Nous envoyons un seul e-mail par conversation jusqu’à ce que vous la lisiez à nouveau.',
    ],
    open: 'Lire la conversation',
  },
}

/**
 * The mail to a party who has not read a message 10 minutes after it came, in their language. It
 * names the project and the sender, never the message: the text is read in the app, where the
 * conversation's access is checked (`mailBody` escapes every value).
 */
export function awayMail(values: AwayMailValues): MailMessage {
  const words: Words = {
    title: values.projectTitle ?? UNNAMED[values.language].title,
    name: values.senderName ?? UNNAMED[values.language].name,
  }
  const texts = TEXTS[values.language]
  return {
    to: values.to,
    subject: texts.subject(words),
    language: values.language,
    ...mailBody(values.language, [
      ...texts.lines(words, values.unread),
      { link: values.link, label: texts.open },
    ]),
  }
}
