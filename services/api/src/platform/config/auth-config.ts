import type { OAuthProvider } from '@iqs/protocol'

/** One OAuth 2.0 / OpenID Connect provider, as the environment configures it. */
export interface OAuthProviderSettings {
  clientId: string
  clientSecret: string
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
  scopes: string[]
  /**
   * The redirect URI sent with the code exchange. Google's popup code flow
   * uses the literal `postmessage`; LinkedIn and Facebook come back to
   * `/api/auth/<provider>/callback` on APP_ORIGIN.
   */
  redirectUri: string
}

/** A rate limit of one kind of request: at most `max` per `windowMs` per key. */
export interface RateLimitRule {
  max: number
  windowMs: number
}

/**
 * Per-account back-off after wrong passwords, whatever the client address
 * (accounts/sign-in-throttle.ts): from the `maxFailures`-th wrong password in a
 * row, sign-ins wait `baseDelayMs`, doubled by each further one, at most `maxDelayMs`.
 */
export interface SignInThrottleRule {
  maxFailures: number
  baseDelayMs: number
  maxDelayMs: number
}

/** Settings of sign-in, sessions and their protections (issue 6). */
export interface AuthConfig {
  /** 32 bytes for AES-256-GCM of TOTP secrets; undefined: a dev key persisted in DATA_DIR (never in production). */
  totpEncryptionKey: Buffer | undefined
  /** The site's public origin (`https://iqs.example`): links in e-mails and OAuth redirect URIs. */
  appOrigin: string
  /** Other origins whose pages may send state-changing requests (the Vite dev server). */
  trustedOrigins: string[]
  /** Only the configured providers: an absent one is reported unavailable. */
  providers: Partial<Record<OAuthProvider, OAuthProviderSettings>>
  rateLimits: {
    login: RateLimitRule
    register: RateLimitRule
    totp: RateLimitRule
    passwordReset: RateLimitRule
    /** Per signed-in user: placing, previewing and cancelling orders, one budget for all three. */
    orders: RateLimitRule
  }
  signInThrottle: SignInThrottleRule
}

const PROVIDER_DEFAULTS: Record<
  OAuthProvider,
  Omit<OAuthProviderSettings, 'clientId' | 'clientSecret' | 'redirectUri'>
> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'profile', 'email'],
  },
  // "Sign In with LinkedIn using OpenID Connect".
  linkedin: {
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
    scopes: ['openid', 'profile', 'email'],
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name,name',
    scopes: ['email', 'public_profile'],
  },
}

/**
 * Reads the sign-in settings from the environment.
 *
 * Per provider `P` (GOOGLE, LINKEDIN, FACEBOOK): `P_CLIENT_ID` and
 * `P_CLIENT_SECRET` switch it on; `P_AUTHORIZE_URL`, `P_TOKEN_URL`,
 * `P_USERINFO_URL` and `P_REDIRECT_URI` override the defaults (tests point
 * them at a fake provider).
 *
 * @example loadAuthConfig(process.env, { port: 3000, production: false })
 */
export function loadAuthConfig(
  env: NodeJS.ProcessEnv,
  { port, production }: { port: number; production: boolean },
): AuthConfig {
  const appOrigin = (env.APP_ORIGIN?.trim() || `http://localhost:${port}`).replace(/\/+$/, '')
  const totpEncryptionKey = parseKey(env.TOTP_ENCRYPTION_KEY)
  if (production && !totpEncryptionKey) {
    throw new Error(
      'Invalid environment: TOTP_ENCRYPTION_KEY is required in production (32 bytes, hex or base64)',
    )
  }
  const providers: AuthConfig['providers'] = {}
  for (const provider of ['google', 'linkedin', 'facebook'] as const) {
    const prefix = provider.toUpperCase()
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim()
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim()
    if (!clientId || !clientSecret) continue
    const defaults = PROVIDER_DEFAULTS[provider]
    providers[provider] = {
      clientId,
      clientSecret,
      authorizeUrl: env[`${prefix}_AUTHORIZE_URL`]?.trim() || defaults.authorizeUrl,
      tokenUrl: env[`${prefix}_TOKEN_URL`]?.trim() || defaults.tokenUrl,
      userinfoUrl: env[`${prefix}_USERINFO_URL`]?.trim() || defaults.userinfoUrl,
      scopes: defaults.scopes,
      redirectUri:
        env[`${prefix}_REDIRECT_URI`]?.trim() ||
        (provider === 'google' ? 'postmessage' : `${appOrigin}/api/auth/${provider}/callback`),
    }
  }
  return {
    totpEncryptionKey,
    appOrigin,
    trustedOrigins: (env.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    providers,
    rateLimits: defaultRateLimits(),
    signInThrottle: defaultSignInThrottle(),
  }
}

/** Settings for tests: a fixed TOTP key, no providers, limits too high to trip by accident. */
export function testAuthConfig(): AuthConfig {
  return {
    totpEncryptionKey: Buffer.alloc(32, 7),
    appOrigin: 'http://localhost',
    trustedOrigins: [],
    providers: {},
    rateLimits: {
      login: { max: 1000, windowMs: 60_000 },
      register: { max: 1000, windowMs: 60_000 },
      totp: { max: 1000, windowMs: 60_000 },
      passwordReset: { max: 1000, windowMs: 60_000 },
      orders: { max: 100_000, windowMs: 10_000 },
    },
    // The real rule: tests use a fresh account each, so five wrong passwords happen only on purpose.
    signInThrottle: defaultSignInThrottle(),
  }
}

/**
 * Per client address (per user for TOTP and orders). Login: 10 a minute stops password
 * guessing but not a person retyping; TOTP: 5 in 5 minutes makes guessing
 * one of the three valid codes in a million hopeless.
 */
function defaultRateLimits(): AuthConfig['rateLimits'] {
  return {
    login: { max: 10, windowMs: 60_000 },
    register: { max: 5, windowMs: 60_000 },
    totp: { max: 5, windowMs: 5 * 60_000 },
    passwordReset: { max: 5, windowMs: 15 * 60_000 },
    // 300 a second over 10 s: above what a trader's screen or the load driver sends (64 orders in
    // flight per trader), low enough that one account cannot flood the log with refusals.
    orders: { max: 3_000, windowMs: 10_000 },
  }
}

/**
 * Five wrong passwords in a row leave room for typos; then 1, 2, 4... minutes
 * up to an hour between guesses: about 24 guesses a day on an account
 * however many addresses try, while its owner can still sign in the next
 * hour, or at once after a password reset.
 */
function defaultSignInThrottle(): SignInThrottleRule {
  return { maxFailures: 5, baseDelayMs: 60_000, maxDelayMs: 60 * 60_000 }
}

function parseKey(value: string | undefined): Buffer | undefined {
  const text = value?.trim()
  if (!text) return undefined
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')
  if (key.length !== 32) {
    throw new Error('Invalid environment: TOTP_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64')
  }
  return key
}
