import { formatEur, type IqstemNotificationKind } from '@iqs/protocol'
import { mailBody, type MailBlock } from '../../../platform/mail/mail-layout.js'
import type { MailLanguage } from '../../../platform/mail/mailer.js'
import type { NotificationMail } from '../../notifications/notification-mails.js'

/** The kinds this part tells members of (the others of IQStem are the leads' and referrals'). */
export const COMMISSION_NOTIFICATION_KINDS = [
  'commission.accrued',
  'commission.paid',
] as const satisfies readonly IqstemNotificationKind[]
type CommissionKind = (typeof COMMISSION_NOTIFICATION_KINDS)[number]

interface Texts {
  subject: (amount: string) => string
  /** Why it accrued: the lead's company, or the sponsored consultant's name; a plain line without either. */
  line: (amount: string, company?: string, consultant?: string) => string
}

const TEXTS: Record<MailLanguage, Record<CommissionKind, Texts> & { open: string }> = {
  en: {
    open: 'See my commissions',
    'commission.accrued': {
      subject: (amount) => `A commission of ${amount} accrued to you`,
      line: (amount, company, consultant) =>
        company
          ? `A contract was signed on the project from your lead "${company}": a commission of ${amount} accrued to you.`
          : consultant
            ? `${consultant}, the consultant you sponsored, signed a contract: a commission of ${amount} accrued to you.`
            : `A commission of ${amount} accrued to you.`,
    },
    'commission.paid': {
      subject: (amount) => `A payment of ${amount} on your commission`,
      line: (amount) =>
        `IQS recorded a payment of ${amount} on your commission. Your ledger shows its part in euros and in IQS tokens.`,
    },
  },
  fr: {
    open: 'Voir mes commissions',
    'commission.accrued': {
      subject: (amount) => `Une commission de ${amount} vous est acquise`,
      line: (amount, company, consultant) =>
        company
          ? `Un contrat a été signé sur le projet issu de votre lead « ${company} » : une commission de ${amount} vous est acquise.`
          : consultant
            ? `${consultant}, le consultant que vous avez parrainé, a signé un contrat : une commission de ${amount} vous est acquise.`
            : `Une commission de ${amount} vous est acquise.`,
    },
    'commission.paid': {
      subject: (amount) => `Un paiement de ${amount} sur votre commission`,
      line: (amount) =>
        `IQS a enregistré un paiement de ${amount} sur votre commission. Votre relevé en montre la part en euros et en jetons IQS.`,
    },
  },
}

/**
 * The mail of a commission notice, in the member's language, the amount written as that language
 * writes euros (`formatEur`: exact, never through a float); HTML and text from the same blocks
 * (`mailBody` escapes the company and the name: members' words).
 */
export const commissionMail: NotificationMail = (notification, recipient, link) => {
  const language = recipient.language
  const texts = TEXTS[language]
  const kind = texts[notification.kind as CommissionKind]
  const { amount: raw, company, consultant_name: consultant } = notification.params
  const amount = formatEur(raw ?? '0', language)
  const blocks: MailBlock[] = [kind.line(amount, company, consultant), { link, label: texts.open }]
  return { to: recipient.email, subject: kind.subject(amount), language, ...mailBody(language, blocks) }
}
