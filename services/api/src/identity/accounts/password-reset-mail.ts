import type { MailLanguage, MailMessage } from '../../platform/mail/mailer.js'
import { mailBody, type MailBlock } from '../../platform/mail/mail-layout.js'

const TEXTS: Record<MailLanguage, { subject: string; blocks(link: string): MailBlock[] }> = {
  en: {
    subject: 'Reset your IQS password',
    blocks: (link) => [
      'Someone asked to reset the password of your IQS account.',
      'To choose a new password, open this link within an hour:',
      { link, label: 'Choose a new password' },
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe IQS',
    blocks: (link) => [
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte IQS.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :',
      { link, label: 'Choisir un nouveau mot de passe' },
      'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste le même.',
    ],
  },
}

/**
 * The password reset e-mail, in the account's language (preferences: "the language of the site
 * and of the e-mails we send you"), with the single-use link.
 *
 * @example await mailer.send(passwordResetMail(user, `${appOrigin}/my-account/reset-password?token=…`))
 */
export function passwordResetMail(
  user: { email: string; language: MailLanguage },
  link: string,
): MailMessage {
  const texts = TEXTS[user.language]
  return {
    to: user.email,
    subject: texts.subject,
    language: user.language,
    ...mailBody(user.language, texts.blocks(link)),
  }
}
