import { mailBody } from '../../platform/mail/mail-layout.js'
import type { MailMessage } from '../../platform/mail/mailer.js'

/**
 * The e-mail that tells an account's owner its password sign-ins are paused,
 * in the language they chose (preferences: "the language of the site and of
 * the e-mails we send you"). Sent once per run of failures, when the account
 * first becomes throttled (sign-in-throttle.ts).
 *
 * @example await mailer.send(throttleNotice(user, { failures: 5, retryAfterMs: 60_000, appOrigin }))
 */
export function throttleNotice(
  user: { email: string; language: 'en' | 'fr' },
  { failures, retryAfterMs, appOrigin }: { failures: number; retryAfterMs: number; appOrigin: string },
): MailMessage {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  const resetLink = `${appOrigin}/my-account/forgot-password`
  if (user.language === 'fr') {
    return {
      to: user.email,
      subject: 'Connexions à votre compte IQS suspendues',
      language: 'fr',
      ...mailBody('fr', [
        `${failures} tentatives de connexion à votre compte IQS ont échoué à la suite : les connexions par mot de passe sont suspendues pendant ${minutes} minute${minutes === 1 ? '' : 's'}, et plus longtemps après chaque nouvel échec.`,
        "Si c'était vous, réessayez plus tard ou choisissez un nouveau mot de passe, ce qui lève la suspension :",
        { link: resetLink, label: 'Choisir un nouveau mot de passe' },
        "Si ce n'était pas vous, quelqu'un essaie de deviner votre mot de passe : choisissez-en un long et unique, et activez la vérification en deux étapes dans vos préférences.",
      ]),
    }
  }
  return {
    to: user.email,
    subject: 'Sign-ins to your IQS account are paused',
    language: 'en',
    ...mailBody('en', [
      `${failures} sign-in attempts in a row on your IQS account failed, so password sign-ins are paused for ${minutes} minute${minutes === 1 ? '' : 's'}, and for longer after each further failure.`,
      'If it was you, try again later, or choose a new password, which ends the pause:',
      { link: resetLink, label: 'Choose a new password' },
      'If it was not you, someone is trying to guess your password: choose a long, unique one, and turn on two-step verification in your preferences.',
    ]),
  }
}
