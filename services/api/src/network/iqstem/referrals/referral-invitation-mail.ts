import { mailBody, type MailBlock } from '../../../platform/mail/mail-layout.js'
import type { MailLanguage, MailMessage } from '../../../platform/mail/mailer.js'

const TEXTS: Record<
  MailLanguage,
  {
    subject: (sponsor: string) => string
    greeting: (firstName: string) => string
    line: (sponsor: string) => string
    intro: string
    register: string
    ignore: string
  }
> = {
  en: {
    subject: (sponsor) => `${sponsor} invites you to join the IQS consultants`,
    greeting: (firstName) => `Hello ${firstName},`,
    line: (sponsor) =>
      `${sponsor}, a member of the IQS network, recommends you as a consultant and invites you to ` +
      'register: approved consultants find projects and apply to them on IQS.',
    intro: 'Their message:',
    register: 'Register as a consultant',
    ignore: 'If you do not know this person, ignore this e-mail: no account is made without you.',
  },
  fr: {
    subject: (sponsor) => `${sponsor} vous invite à rejoindre les consultants IQS`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    line: (sponsor) =>
      `${sponsor}, membre du réseau IQS, vous recommande comme consultant et vous invite à vous ` +
      'inscrire : les consultants approuvés trouvent des projets et y postulent sur IQS.',
    intro: 'Son message :',
    register: 'M’inscrire comme consultant',
    ignore:
      'Si vous ne connaissez pas cette personne, ignorez cet e-mail : aucun compte n’est créé sans vous.',
  },
}

/**
 * The invitation a sponsored consultant receives, with the registration link that records the
 * sponsor. The invitee has no account, hence no language of their own: the mail is written in the
 * sponsor's, who chose to write to them (and likely in that language). `mailBody` escapes every
 * value: the names and the message are the sponsor's words.
 */
export function referralInvitationMail(invitation: {
  to: string
  firstName: string
  sponsorName: string
  message: string | null
  language: MailLanguage
  link: string
}): MailMessage {
  const { language } = invitation
  const texts = TEXTS[language]
  const blocks: MailBlock[] = [texts.greeting(invitation.firstName), texts.line(invitation.sponsorName)]
  if (invitation.message) blocks.push(texts.intro, invitation.message)
  blocks.push({ link: invitation.link, label: texts.register }, texts.ignore)
  return {
    to: invitation.to,
    subject: texts.subject(invitation.sponsorName),
    language,
    ...mailBody(language, blocks),
  }
}
