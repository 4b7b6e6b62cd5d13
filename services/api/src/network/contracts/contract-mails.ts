import type { ContractNotificationKind } from '@iqs/protocol'
import { mailBody, type MailBlock } from '../../platform/mail/mail-layout.js'
import type { MailLanguage } from '../../platform/mail/mailer.js'
import type { NotificationMail } from '../notifications/notification-mails.js'
import { CONTRACT_LAPSE_DAYS } from './contract-process.js'

type Texts = { subject: (title: string) => string; line: (title: string) => string }

const TEXTS: Record<
  MailLanguage,
  Record<ContractNotificationKind, Texts> & { messageIntro: string; open: string; someProject: string }
> = {
  en: {
    messageIntro: 'Their message:',
    open: 'See the contract',
    someProject: 'your project',
    'contract.drafted': {
      subject: (t) => `Your contract for "${t}" is ready to sign`,
      line: (t) => `Your application to "${t}" was accepted: the contract is drafted. Read it and sign it.`,
    },
    'contract.signed': {
      subject: (t) => `The contract for "${t}" awaits your signature`,
      line: (t) => `The other party signed the contract for "${t}". It takes effect once you sign it too.`,
    },
    'contract.countersigned': {
      subject: (t) => `The contract for "${t}" is signed by both`,
      line: (t) => `The contract for "${t}" is now signed by both parties.`,
    },
    'contract.started': {
      subject: (t) => `The contract for "${t}" has started`,
      line: (t) => `The contract for "${t}" is now active.`,
    },
    'contract.completed': {
      subject: (t) => `The contract for "${t}" is completed`,
      line: (t) =>
        `The contract for "${t}" is completed, with its KPIs measured. You may review the other party for 30 days.`,
    },
    'contract.terminated': {
      subject: (t) => `The contract for "${t}" was terminated`,
      line: (t) => `The contract for "${t}" was terminated.`,
    },
    'contract.lapsed': {
      subject: (t) => `The contract for "${t}" lapsed`,
      line: (t) =>
        `The contract for "${t}" lapsed: it was not signed by both within ${CONTRACT_LAPSE_DAYS} days.`,
    },
  },
  fr: {
    messageIntro: 'Son message :',
    open: 'Voir le contrat',
    someProject: 'votre projet',
    'contract.drafted': {
      subject: (t) => `Votre contrat pour « ${t} » est prêt à signer`,
      line: (t) =>
        `Votre candidature à « ${t} » a été acceptée : le contrat est rédigé. Lisez-le et signez-le.`,
    },
    'contract.signed': {
      subject: (t) => `Le contrat pour « ${t} » attend votre signature`,
      line: (t) =>
        `L’autre partie a signé le contrat pour « ${t} ». Il prend effet dès que vous le signez aussi.`,
    },
    'contract.countersigned': {
      subject: (t) => `Le contrat pour « ${t} » est signé par les deux parties`,
      line: (t) => `Le contrat pour « ${t} » est maintenant signé par les deux parties.`,
    },
    'contract.started': {
      subject: (t) => `Le contrat pour « ${t} » a commencé`,
      line: (t) => `Le contrat pour « ${t} » est maintenant actif.`,
    },
    'contract.completed': {
      subject: (t) => `Le contrat pour « ${t} » est achevé`,
      line: (t) =>
        `Le contrat pour « ${t} » est achevé, ses KPI mesurés. Vous pouvez évaluer l’autre partie pendant 30 jours.`,
    },
    'contract.terminated': {
      subject: (t) => `Le contrat pour « ${t} » a été résilié`,
      line: (t) => `Le contrat pour « ${t} » a été résilié.`,
    },
    'contract.lapsed': {
      subject: (t) => `Le contrat pour « ${t} » est caduc`,
      line: (t) =>
        `Le contrat pour « ${t} » est caduc : il n’a pas été signé par les deux parties sous ${CONTRACT_LAPSE_DAYS} jours.`,
    },
  },
}

/**
 * The mail of a contract notification, in the recipient's language, HTML and text from the same
 * blocks (`mailBody` escapes every value: titles and messages are users' words).
 */
export const contractMail: NotificationMail = (notification, recipient, link) => {
  const texts = TEXTS[recipient.language]
  const kind = texts[notification.kind as ContractNotificationKind]
  const title = notification.params.project_title ?? texts.someProject
  const blocks: MailBlock[] = [kind.line(title)]
  if (notification.params.message) blocks.push(texts.messageIntro, notification.params.message)
  blocks.push({ link, label: texts.open })
  return {
    to: recipient.email,
    subject: kind.subject(title),
    language: recipient.language,
    ...mailBody(recipient.language, blocks),
  }
}
