export { dataEnvelope, errorBodySchema } from './envelope.js'
export type { ErrorBody } from './envelope.js'
export { ERROR_CODES, errorCodeSchema, refusalDetailsSchema } from './error-codes.js'
export type { ErrorCode, RefusalDetails } from './error-codes.js'
export { healthSchema, marketWriterRoleSchema } from './health.js'
export { isSafeText, text, TEXT_REFUSED } from './text.js'
export { decimalInput, wholeTokens } from './decimal-input.js'
export type { DecimalBounds } from './decimal-input.js'
export * from './money/index.js'
export type { Health } from './health.js'
export * from './public-taxonomy.js'
export * from './projects.js'
export * from './publications.js'
export * from './leaders.js'
export * from './ads.js'
export * from './newsletter.js'
export * from './contact.js'
export * from './search.js'
export * from './market.js'
export * from './iqs-p2p.js'
export * from './iqs-settlement.js'
export * from './iqs-chain.js'
export * from './iqs-history.js'
export * from './iqs-news.js'
export * from './iqs-votes.js'
export * from './iqs-dividends.js'
export * from './iqs-holders.js'
export {
  accountMessages,
  accountUserSchema,
  authProvidersSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  googleCallbackRequestSchema,
  languageRequestSchema,
  loginRequestSchema,
  loginResultSchema,
  MAX_PASSWORD_LENGTH,
  meSchema,
  MIN_PASSWORD_LENGTH,
  oauthProviders,
  registerRequestSchema,
  registrationUserTypes,
  resetPasswordRequestSchema,
  totpActivateRequestSchema,
  totpActivationSchema,
  totpLoginRequestSchema,
  totpSetupSchema,
  userTypes,
  userTypeSchema,
} from './accounts.js'
export type {
  AccountUser,
  AuthProviders,
  LoginRequest,
  LoginResult,
  Me,
  OAuthProvider,
  RegisterRequest,
  RegistrationUserType,
  Role,
  TotpActivation,
  TotpSetup,
  UserType,
} from './accounts.js'
export * from './iqs-owners.js'
export * from './iqs-market.js'
export * from './iqs-orders.js'
export * from './iqs-my-trades.js'
export * from './iqs-cash-position.js'
export * from './iqs-ws.js'
export * from './audit-replay.js'
export * from './contact-details.js'
export * from './network-onboarding.js'
export * from './network-profile.js'
export * from './network-projects.js'
export * from './network-applications.js'
export * from './network-notifications.js'
export * from './network-consultants.js'
export * from './network-reports.js'
export * from './network-contracts.js'
export * from './network-reviews.js'
export * from './network-conversations.js'
export * from './mail-outbox.js'
export * from './network-iqstem.js'
export * from './admin-permissions.js'
export * from './site-admin.js'
export * from './network-member-admin.js'
export * from './network-member-reports.js'
export * from './network-projects-admin.js'
