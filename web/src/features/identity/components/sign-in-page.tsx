import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { paths } from '../../../lib/paths.js'
import { useSession } from '../../../lib/use-session.js'
import { PROVIDER_NAMES, type Provider } from '../utils/provider-names.js'
import { SignInForm } from './sign-in-form.js'
import { SocialSignIn } from './social-sign-in.js'
import './auth.css'

/**
 * /my-account/sign-in and /my-account/sign-in/disconnected (spec §2).
 *
 * The register button is "hidden for guests": read literally, only a
 * signed-in visitor sees it here (to open another account); a guest
 * registers from the header's Register button, which every page shows.
 */
export function SignInPage() {
  const { t } = useTranslation('account')
  const { user } = useSession()
  const { pathname } = useLocation()
  const [search] = useSearchParams()
  const provider = search.get('provider')
  const providerError = search.get('error')
  const told = useRef(false)

  useEffect(() => {
    if (told.current) return
    told.current = true
    if (pathname.includes('disconnected')) toast(t('signIn.disconnected'))
    // A LinkedIn or Facebook redirect that failed comes back here with its code.
    if (provider && providerError) {
      const name = PROVIDER_NAMES[provider as Provider] ?? provider
      toast.error(
        providerError === 'OAUTH_NOT_CONFIGURED'
          ? t('social.notConfigured', { provider: name })
          : t('social.providerFailed', { provider: name, message: providerError }),
      )
    }
  }, [pathname, provider, providerError, t])

  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="sign-in-title">
        <div className="auth-card__main">
          <h2 id="sign-in-title">{t('signIn.title')}</h2>
          <p className="muted">{t('signIn.intro')}</p>
          {user && !pathname.includes('disconnected') && (
            <div className="auth-notice" role="note">
              <p>
                {t('signIn.signedInAs', {
                  name: `${user.userFirstName} ${user.userLastName}`.trim() || user.userEmail,
                })}{' '}
                {t('signIn.signedInHint')}
              </p>
              <div className="auth-notice__actions">
                <Link className="button button--secondary" to={paths.preferences}>
                  {t('signIn.preferences')}
                </Link>
                <Link className="button button--secondary" to={paths.register}>
                  {t('signIn.register')}
                </Link>
              </div>
            </div>
          )}
          <SignInForm />
        </div>
        <div className="auth-card__side">
          <p className="auth-card__or">{t('signIn.or')}</p>
          <SocialSignIn />
        </div>
      </section>
    </div>
  )
}
