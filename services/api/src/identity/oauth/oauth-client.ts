import type { OAuthProvider } from '@iqs/protocol'
import type { OAuthProviderSettings } from '../../platform/config/auth-config.js'
import { appError } from '../../platform/errors.js'
import type { SocialProfile } from './social-profile.js'

const TIMEOUT_MS = 10_000

/** Names as the spec's messages write them ('Google sign-in failed: ...'). */
export const PROVIDER_NAMES: Record<OAuthProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
}

/**
 * The authorisation-code exchange of OAuth 2.0 / OpenID Connect: code ->
 * access token (token endpoint, client secret in the body) -> profile
 * (userinfo endpoint). The profile comes straight from the provider over
 * TLS with our secret, so the ID token's signature need not be checked
 * (OIDC Core §3.1.3.7 allows that for a token received this way).
 * Failures are 502 OAUTH_FAILED, with the provider's reason in the message.
 *
 * @example const profile = await fetchSocialProfile('google', settings, code)
 */
export async function fetchSocialProfile(
  provider: OAuthProvider,
  settings: OAuthProviderSettings,
  code: string,
): Promise<SocialProfile> {
  const name = PROVIDER_NAMES[provider]
  const failed = (reason: string) => appError('OAUTH_FAILED', `${name} sign-in failed: ${reason}`)

  let tokenResponse: Response
  try {
    tokenResponse = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: settings.redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw failed(`token endpoint unreachable (${(error as Error).message})`)
  }
  const token = (await tokenResponse.json().catch(() => ({}))) as Record<string, unknown>
  if (!tokenResponse.ok || typeof token.access_token !== 'string') {
    throw failed(describeError(token) ?? `token endpoint answered ${tokenResponse.status}`)
  }

  let infoResponse: Response
  try {
    infoResponse = await fetch(settings.userinfoUrl, {
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw failed(`profile endpoint unreachable (${(error as Error).message})`)
  }
  const info = (await infoResponse.json().catch(() => ({}))) as Record<string, unknown>
  if (!infoResponse.ok)
    throw failed(describeError(info) ?? `profile endpoint answered ${infoResponse.status}`)
  return provider === 'facebook' ? facebookProfile(info) : openIdProfile(info, failed)
}

function openIdProfile(info: Record<string, unknown>, failed: (reason: string) => Error): SocialProfile {
  if (typeof info.sub !== 'string' || !info.sub) throw failed('the profile has no subject')
  return {
    subject: info.sub,
    email: typeof info.email === 'string' ? info.email : undefined,
    // LinkedIn has sent it as a string.
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    firstName: text(info.given_name),
    lastName: text(info.family_name),
  }
}

/** Facebook returns only a confirmed e-mail address, and no `email_verified` field. */
function facebookProfile(info: Record<string, unknown>): SocialProfile {
  return {
    subject: String(info.id ?? ''),
    email: typeof info.email === 'string' ? info.email : undefined,
    emailVerified: typeof info.email === 'string',
    firstName: text(info.first_name),
    lastName: text(info.last_name),
  }
}

function describeError(body: Record<string, unknown>): string | undefined {
  const error = body.error
  if (typeof body.error_description === 'string') return body.error_description
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message
  }
  return undefined
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : ''
}
