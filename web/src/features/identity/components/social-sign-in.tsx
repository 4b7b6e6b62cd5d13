import { useTranslation } from 'react-i18next'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { ApiError, apiUrl } from '../../../lib/api-client.js'
import { useAuthProviders } from '../api/get-auth-providers.js'
import { useGoogleSignIn } from '../api/google-sign-in.js'
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.js'
import { useErrorText } from '../../../lib/error-text.js'
import { openGooglePopup } from '../utils/google-popup.js'
import { PROVIDER_NAMES as NAMES, type Provider } from '../utils/provider-names.js'

/**
 * The LinkedIn, Google and Facebook buttons (spec §2, §4, §7). A provider
 * the server has no settings for is shown grey and disabled, with
 * '{Provider} sign-in is not configured yet'. LinkedIn and Facebook are
 * full-page redirects through the api; Google is the authorisation-code
 * popup, whose code the page posts to the api, then home (never the TOTP
 * step).
 */
export function SocialSignIn({ remember = true }: { remember?: boolean }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const providers = useAuthProviders()
  const google = useGoogleSignIn()
  const completeSignIn = useCompleteSignIn()

  async function signInWithGoogle(clientId: string) {
    let code: string
    try {
      code = await openGooglePopup(clientId)
    } catch (error) {
      console.error('Google sign-in popup', error)
      toast.error(t('social.googlePopupFailed'))
      return
    }
    google.mutate(code, {
      onSuccess: (user) => completeSignIn(user),
      onError: (error) => {
        const details =
          error instanceof ApiError && typeof error.details === 'string'
            ? error.details
            : errorText(error, t('social.unknownError'))
        toast.error(t('social.googleFailed', { details }))
      },
    })
  }

  const button = (provider: Provider) => {
    const settings = providers.data?.[provider]
    const available = !!settings?.available
    // Short on screen, under 'or continue with'; whole for screen readers.
    const label = t(`social.${provider}`)
    const name = `${t('social.continueWith')} ${NAMES[provider]}`
    const note = t('social.notConfigured', { provider: NAMES[provider] })
    const icon = (
      <span className={`social-button__icon social-button__icon--${provider}`} aria-hidden="true" />
    )
    if (available && provider !== 'google') {
      const href = apiUrl(`/api/auth/${provider}/redirect?remember=${remember ? '1' : '0'}`)
      return (
        <a className={`social-button social-button--${provider}`} href={href} aria-label={name}>
          {icon}
          {label}
        </a>
      )
    }
    const clientId =
      provider === 'google' && settings && 'clientId' in settings ? settings.clientId : undefined
    const usable = available && !!clientId
    return (
      <button
        type="button"
        className={`social-button social-button--${provider}`}
        disabled={!usable || google.isPending}
        aria-label={name}
        aria-describedby={usable ? undefined : `social-${provider}-note`}
        onClick={() => clientId && void signInWithGoogle(clientId)}
      >
        {icon}
        <span className="social-button__text">
          {label}
          {!usable && providers.isFetched && (
            <small className="social-button__note" id={`social-${provider}-note`}>
              {note}
            </small>
          )}
        </span>
      </button>
    )
  }

  return (
    <section className="social-sign-in" aria-label={t('social.label')}>
      {button('linkedin')}
      {button('google')}
      {button('facebook')}
      <p className="social-sign-in__apple muted">{t('social.apple')}</p>
    </section>
  )
}
