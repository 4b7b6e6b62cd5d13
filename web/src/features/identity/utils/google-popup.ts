import { paths } from '../../../lib/paths.js'

const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth'
/** The message the callback page posts to the page that opened it. */
export const GOOGLE_CODE_MESSAGE = 'iqs:google-code'

export interface GoogleCodeMessage {
  type: typeof GOOGLE_CODE_MESSAGE
  code: string | null
  state: string | null
  error: string | null
}

/** A failure of the popup itself (blocked, closed, refused by Google), not of our api. */
export class GooglePopupError extends Error {
  override name = 'GooglePopupError'
}

/**
 * Google's authorisation-code popup (spec §7: scopes openid, profile,
 * email), without the Google Identity Services script, which needs the
 * network at page load: a plain window on Google's authorize URL, which
 * redirects to our callback page (`paths.googleCallback`); that page posts
 * the code back here. The `state` ties the answer to this request. The api
 * must exchange the code with the same redirect URI: set
 * GOOGLE_REDIRECT_URI to `<APP_ORIGIN>/my-account/sign-in/google`.
 *
 * @example const code = await openGooglePopup(providers.google.clientId)
 */
export function openGooglePopup(clientId: string, win: Window = window): Promise<string> {
  const state = Array.from(win.crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
  const url = new URL(AUTHORIZE_URL)
  url.searchParams.set('client_id', clientId)
  url.searchParams.set('redirect_uri', `${win.location.origin}${paths.googleCallback}`)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', 'openid profile email')
  url.searchParams.set('state', state)
  url.searchParams.set('prompt', 'select_account')

  return new Promise((resolve, reject) => {
    const popup = win.open(url.toString(), 'iqs-google-sign-in', 'popup,width=500,height=650')
    if (!popup) return reject(new GooglePopupError('The sign-in window was blocked'))
    const finish = () => {
      win.removeEventListener('message', onMessage)
      clearInterval(watch)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<GoogleCodeMessage> | null
      if (event.origin !== win.location.origin || data?.type !== GOOGLE_CODE_MESSAGE) return
      finish()
      if (data.state !== state) reject(new GooglePopupError('The sign-in answer does not match the request'))
      else if (data.error || !data.code) reject(new GooglePopupError(data.error ?? 'No code in the answer'))
      else resolve(data.code)
    }
    // Closed without an answer: the person gave up.
    const watch = setInterval(() => {
      if (popup.closed) {
        finish()
        reject(new GooglePopupError('The sign-in window was closed'))
      }
    }, 500)
    win.addEventListener('message', onMessage)
  })
}
