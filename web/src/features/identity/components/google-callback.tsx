import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { GOOGLE_CODE_MESSAGE, type GoogleCodeMessage } from '../utils/google-popup.js'

/**
 * /my-account/sign-in/google: where Google sends the popup back. Hands the
 * code (or Google's error) to the page that opened the popup, on our own
 * origin only, and closes.
 */
export function GoogleCallback() {
  const { t } = useTranslation('account')
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const message: GoogleCodeMessage = {
      type: GOOGLE_CODE_MESSAGE,
      code: query.get('code'),
      state: query.get('state'),
      error: query.get('error'),
    }
    if (window.opener) {
      ;(window.opener as Window).postMessage(message, window.location.origin)
      window.close()
    }
  }, [])
  return (
    <section className="card auth-card auth-card--narrow">
      <h2>{t('social.popupTitle')}</h2>
      <p>{t('social.popupDone')}</p>
    </section>
  )
}
