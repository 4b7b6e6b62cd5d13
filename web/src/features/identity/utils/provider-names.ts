import type { OAuthProvider } from '@iqs/protocol'

export type Provider = OAuthProvider

/** How each social sign-in provider is named in texts. */
export const PROVIDER_NAMES: Record<Provider, string> = {
  linkedin: 'LinkedIn',
  google: 'Google',
  facebook: 'Facebook',
}
