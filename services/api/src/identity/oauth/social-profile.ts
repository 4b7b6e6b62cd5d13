/** Who the provider says signed in. */
export interface SocialProfile {
  /** The provider's stable id of the account (OIDC `sub`, Facebook `id`). */
  subject: string
  email: string | undefined
  /** Whether the provider vouches for the e-mail; only a verified one links to an existing account. */
  emailVerified: boolean
  firstName: string
  lastName: string
}
