import { mailBody, type MailBlock } from '../../platform/mail/mail-layout.js'
import type { MailLanguage } from '../../platform/mail/mailer.js'
import type { NotificationMail } from '../notifications/notification-mails.js'

type ReviewKind = 'member.approved' | 'member.rejected'

const TEXTS: Record<
  MailLanguage,
  Record<ReviewKind, { subject: string; lines: string[] }> & { reasonIntro: string; open: string }
> = {
  en: {
    'member.approved': {
      subject: 'Your IQS membership is approved',
      lines: [
        'Welcome: an administrator approved your membership of the IQS network.',
        'Everything your role offers is now open to you.',
      ],
    },
    'member.rejected': {
      subject: 'Your IQS membership was not approved',
      lines: [
        'An administrator reviewed your membership of the IQS network and did not approve it yet.',
        'You may complete your details and submit them again.',
      ],
    },
    reasonIntro: 'The reason given:',
    open: 'Open my account',
  },
  fr: {
    'member.approved': {
      subject: 'Votre adhésion à IQS est approuvée',
      lines: [
        'Bienvenue : un administrateur a approuvé votre adhésion au réseau IQS.',
        'Tout ce que votre rôle propose vous est désormais ouvert.',
      ],
    },
    'member.rejected': {
      subject: 'Votre adhésion à IQS n’a pas été approuvée',
      lines: [
        'Un administrateur a examiné votre adhésion au réseau IQS et ne l’a pas encore approuvée.',
        'Vous pouvez compléter vos informations et les soumettre à nouveau.',
      ],
    },
    reasonIntro: 'La raison donnée :',
    open: 'Ouvrir mon compte',
  },
}

/**
 * The mails of `member.approved` and `member.rejected`, in the member's language, with the
 * admin's reason for a rejection (escaped by `mailBody`: it is the admin's words).
 */
export const memberReviewMail: NotificationMail = (notification, recipient, link) => {
  const texts = TEXTS[recipient.language]
  const kind: ReviewKind = notification.kind === 'member.approved' ? 'member.approved' : 'member.rejected'
  const blocks: MailBlock[] = [...texts[kind].lines]
  if (notification.params.message) blocks.push(texts.reasonIntro, notification.params.message)
  blocks.push({ link, label: texts.open })
  return {
    to: recipient.email,
    subject: texts[kind].subject,
    language: recipient.language,
    ...mailBody(recipient.language, blocks),
  }
}
