import { mailBody, type MailBlock } from '../../platform/mail/mail-layout.js'
import type { MailLanguage } from '../../platform/mail/mailer.js'
import type { NotificationMail } from '../notifications/notification-mails.js'

/** Every notice an admin's action on a membership or an account sends, each with its mail. */
export const MEMBER_MAIL_KINDS = [
  'member.approved',
  'member.rejected',
  'member.info_requested',
  'member.suspended',
  'member.reactivated',
] as const
type MemberMailKind = (typeof MEMBER_MAIL_KINDS)[number]

interface KindTexts {
  subject: string
  lines: string[]
  /** What introduces the admin's words (a reason, a request); absent: the notice carries none. */
  intro?: string
  /** The button's label; the notice's link is where it leads. */
  open: string
}

const TEXTS: Record<MailLanguage, Record<MemberMailKind, KindTexts>> = {
  en: {
    'member.approved': {
      subject: 'Your IQS membership is approved',
      lines: [
        'Welcome: an administrator approved your membership of the IQS network.',
        'Everything your role offers is now open to you.',
      ],
      open: 'Open my account',
    },
    'member.rejected': {
      subject: 'Your IQS membership was not approved',
      lines: [
        'An administrator reviewed your membership of the IQS network and did not approve it yet.',
        'You may complete your details and submit them again.',
      ],
      intro: 'The reason given:',
      open: 'Open my account',
    },
    'member.info_requested': {
      subject: 'IQS needs more information about your application',
      lines: [
        'An administrator is reviewing your membership of the IQS network and needs more information.',
        'Complete your details as asked, then submit your application again.',
      ],
      intro: 'What the administrator asks:',
      open: 'Complete my application',
    },
    'member.suspended': {
      subject: 'Your IQS account is suspended',
      lines: [
        'An administrator suspended your IQS account: you cannot sign in while it is suspended, and your public profile is hidden.',
        'If you think this is a mistake, contact us.',
      ],
      intro: 'The reason given:',
      open: 'Contact IQS',
    },
    'member.reactivated': {
      subject: 'Your IQS account is active again',
      lines: ['An administrator reactivated your IQS account: you can sign in again.'],
      intro: 'The administrator’s note:',
      open: 'Sign in',
    },
  },
  fr: {
    'member.approved': {
      subject: 'Votre adhésion à IQS est approuvée',
      lines: [
        'Bienvenue : un administrateur a approuvé votre adhésion au réseau IQS.',
        'Tout ce que votre rôle propose vous est désormais ouvert.',
      ],
      open: 'Ouvrir mon compte',
    },
    'member.rejected': {
      subject: 'Votre adhésion à IQS n’a pas été approuvée',
      lines: [
        'Un administrateur a examiné votre adhésion au réseau IQS et ne l’a pas encore approuvée.',
        'Vous pouvez compléter vos informations et les soumettre à nouveau.',
      ],
      intro: 'La raison donnée :',
      open: 'Ouvrir mon compte',
    },
    'member.info_requested': {
      subject: 'IQS a besoin de précisions sur votre candidature',
      lines: [
        'Un administrateur examine votre adhésion au réseau IQS et a besoin de précisions.',
        'Complétez vos informations comme demandé, puis soumettez de nouveau votre candidature.',
      ],
      intro: 'Ce que l’administrateur demande :',
      open: 'Compléter ma candidature',
    },
    'member.suspended': {
      subject: 'Votre compte IQS est suspendu',
      lines: [
        'Un administrateur a suspendu votre compte IQS : vous ne pouvez pas vous connecter tant qu’il est suspendu, et votre profil public est masqué.',
        'Si vous pensez qu’il s’agit d’une erreur, contactez-nous.',
      ],
      intro: 'La raison donnée :',
      open: 'Contacter IQS',
    },
    'member.reactivated': {
      subject: 'Votre compte IQS est de nouveau actif',
      lines: ['Un administrateur a réactivé votre compte IQS : vous pouvez de nouveau vous connecter.'],
      intro: 'La note de l’administrateur :',
      open: 'Se connecter',
    },
  },
}

const isMemberMailKind = (kind: string): kind is MemberMailKind =>
  (MEMBER_MAIL_KINDS as readonly string[]).includes(kind)

/**
 * The mails of an admin's decision on a membership (approved, rejected, more information asked)
 * or on an account (suspended, reactivated), in the member's language, with the admin's words
 * (escaped by `mailBody`: they are typed by a person).
 */
export const memberReviewMail: NotificationMail = (notification, recipient, link) => {
  const kind = isMemberMailKind(notification.kind) ? notification.kind : 'member.rejected'
  const texts = TEXTS[recipient.language][kind]
  const blocks: MailBlock[] = [...texts.lines]
  if (texts.intro && notification.params.message) blocks.push(texts.intro, notification.params.message)
  blocks.push({ link, label: texts.open })
  return {
    to: recipient.email,
    subject: texts.subject,
    language: recipient.language,
    ...mailBody(recipient.language, blocks),
  }
}
