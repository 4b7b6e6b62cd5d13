import type { ApplicationNotificationKind, NotificationParams } from '@iqs/protocol'
import { mailBody, type MailBlock } from '../../platform/mail/mail-layout.js'
import type { MailLanguage } from '../../platform/mail/mailer.js'
import type { NotificationMail } from '../notifications/notification-mails.js'
import { APPLICATION_EXPIRY_DAYS } from './application-process.js'

type Texts = { subject: (p: Values) => string; lines: (p: Values) => string[]; open: string }
/** The params with what the sentences need when a value is absent. */
type Values = { title: string; name: string; message: string | undefined }

const TEXTS: Record<MailLanguage, Record<ApplicationNotificationKind, Texts> & { messageIntro: string }> = {
  en: {
    messageIntro: 'Their message:',
    'application.submitted': {
      subject: (p) => `New application to "${p.title}"`,
      lines: (p) => [`${p.name} applied to your project "${p.title}".`],
      open: 'See the applicants',
    },
    'application.shortlisted': {
      subject: (p) => `You are shortlisted for "${p.title}"`,
      lines: (p) => [`Good news: the owner of "${p.title}" shortlisted your application.`],
      open: 'See your application',
    },
    'application.accepted': {
      subject: (p) => `Your application to "${p.title}" is accepted`,
      lines: (p) => [`The owner of "${p.title}" accepted your application.`],
      open: 'See your application',
    },
    'application.rejected': {
      subject: (p) => `Your application to "${p.title}" was not retained`,
      lines: (p) => [`The owner of "${p.title}" did not retain your application.`],
      open: 'See your application',
    },
    'application.withdrawn': {
      subject: (p) => `An application to "${p.title}" was withdrawn`,
      lines: (p) => [`${p.name} withdrew their application to your project "${p.title}".`],
      open: 'See the applicants',
    },
    'application.expired': {
      subject: (p) => `An application to "${p.title}" expired`,
      lines: (p) => [
        `An application to "${p.title}" expired: ${APPLICATION_EXPIRY_DAYS} days passed without an answer.`,
      ],
      open: 'See the application',
    },
  },
  fr: {
    messageIntro: 'Son message :',
    'application.submitted': {
      subject: (p) => `Nouvelle candidature à « ${p.title} »`,
      lines: (p) => [`${p.name} a postulé à votre projet « ${p.title} ».`],
      open: 'Voir les candidats',
    },
    'application.shortlisted': {
      subject: (p) => `Vous êtes présélectionné pour « ${p.title} »`,
      lines: (p) => [`Bonne nouvelle : le porteur de « ${p.title} » a présélectionné votre candidature.`],
      open: 'Voir votre candidature',
    },
    'application.accepted': {
      subject: (p) => `Votre candidature à « ${p.title} » est acceptée`,
      lines: (p) => [`Le porteur de « ${p.title} » a accepté votre candidature.`],
      open: 'Voir votre candidature',
    },
    'application.rejected': {
      subject: (p) => `Votre candidature à « ${p.title} » n’a pas été retenue`,
      lines: (p) => [`Le porteur de « ${p.title} » n’a pas retenu votre candidature.`],
      open: 'Voir votre candidature',
    },
    'application.withdrawn': {
      subject: (p) => `Une candidature à « ${p.title} » a été retirée`,
      lines: (p) => [`${p.name} a retiré sa candidature à votre projet « ${p.title} ».`],
      open: 'Voir les candidats',
    },
    'application.expired': {
      subject: (p) => `Une candidature à « ${p.title} » a expiré`,
      lines: (p) => [
        `Une candidature à « ${p.title} » a expiré : ${APPLICATION_EXPIRY_DAYS} jours sans réponse.`,
      ],
      open: 'Voir la candidature',
    },
  },
}

const UNNAMED = {
  en: { title: 'your project', name: 'A consultant' },
  fr: { title: 'votre projet', name: 'Un consultant' },
}

function valuesOf(params: NotificationParams, language: MailLanguage): Values {
  return {
    title: params.project_title ?? UNNAMED[language].title,
    name: params.consultant_name ?? UNNAMED[language].name,
    message: params.message,
  }
}

/**
 * The mail of an application notification, in the recipient's language, HTML and text from the
 * same blocks (`mailBody` escapes every value: titles, names and messages are users' words).
 */
export const applicationMail: NotificationMail = (notification, recipient, link) => {
  const language = recipient.language
  const texts = TEXTS[language]
  const kind = texts[notification.kind as ApplicationNotificationKind]
  const values = valuesOf(notification.params, language)
  const blocks: MailBlock[] = [...kind.lines(values)]
  if (values.message) blocks.push(texts.messageIntro, values.message)
  blocks.push({ link, label: kind.open })
  return {
    to: recipient.email,
    subject: kind.subject(values),
    language,
    ...mailBody(language, blocks),
  }
}
