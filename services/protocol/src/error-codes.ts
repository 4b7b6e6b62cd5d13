import { z } from 'zod'
import { instrumentSchema } from './iqs-market.js'

/**
 * Every code the api can answer in `{ error: { code } }`. Clients switch on these and translate
 * them (the web: `errors.json` per language); the api keeps each code's status and English
 * default message (services/api/src/platform/errors.ts, checked against this list at compile time).
 *
 * The market engine's refusal reasons (MARKET_BLACKOUT ... MAX_SUPPLY_EXCEEDED) are codes too: an
 * order or a token operation the engine refuses is answered with its reason as the code.
 */
export const ERROR_CODES = [
  // Plumbing.
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'MULTIPART_INVALID',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  // Accounts, sessions, two-factor, social sign-in, access control.
  'ROLE_FORBIDDEN',
  'CSRF_REJECTED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'USER_TYPE_REQUIRED',
  'USER_TYPE_NOT_ALLOWED',
  'SESSION_EXPIRED',
  'REFRESH_TOKEN_REUSED',
  'LOGOUT_NOT_REVOKED',
  'PASSWORD_INCORRECT',
  'TOTP_NOT_ACTIVATED',
  'TOTP_ALREADY_ACTIVATED',
  'TOTP_SETUP_REQUIRED',
  'TOTP_CODE_INVALID',
  'TOTP_LOCKED',
  'TOTP_CODE_ALREADY_USED',
  'RESET_TOKEN_INVALID',
  'ACCOUNT_THROTTLED',
  'PASSWORD_TOO_WEAK',
  'OAUTH_NOT_CONFIGURED',
  'OAUTH_STATE_INVALID',
  'OAUTH_FAILED',
  'OAUTH_EMAIL_REQUIRED',
  // The public site.
  'PROJECT_NOT_FOUND',
  'PUBLICATION_NOT_FOUND',
  'FILE_NOT_FOUND',
  // Token exchange core: share owners, white list, market config, orders.
  'SHARE_OWNER_NOT_FOUND',
  'KYC_FILE_TOO_LARGE',
  'KYC_FORMAT_NOT_ALLOWED',
  'KYC_UPLOAD_FAILED',
  'KYC_NOT_EDITABLE',
  'KYC_INCOMPLETE',
  'PUBLIC_KEY_INVALID',
  'WHITE_LIST_NOT_CHECKABLE',
  'WHITE_LIST_TRANSITION',
  'NOT_APPROVED',
  'ACCOUNT_LOCKED',
  'MARKET_STATUS_FAILED',
  'FEE_INVALID',
  'AMOUNT_INVALID',
  'TOKENS_NOT_CREATED',
  'ORDER_TOTP_REQUIRED',
  'ORDER_NOT_FOUND',
  // The market engine's refusal reasons (services/engine reject-reason.ts).
  'MARKET_BLACKOUT',
  'MARKET_SUSPENDED',
  'TRADER_SUSPENDED',
  'REFERENCE_PRICE_ZERO',
  'INSUFFICIENT_TOKENS',
  'DUPLICATE_ORDER_ID',
  'UNKNOWN_ORDER',
  'NOT_ORDER_OWNER',
  'ORDER_NOT_ACTIVE',
  'INVALID_ORDER',
  'INVALID_QUANTITY',
  'INVALID_PRICE',
  'PRICE_OUT_OF_RANGE',
  'TICK_SIZE',
  'LOT_SIZE',
  'MIN_NOTIONAL',
  'POST_ONLY_WOULD_TAKE',
  'FOK_NOT_FILLABLE',
  'NO_LIQUIDITY',
  'AMEND_WOULD_CROSS',
  'AMEND_NO_CHANGE',
  'UNKNOWN_TRADE',
  'DUPLICATE_LOCK_ID',
  'UNKNOWN_LOCK',
  'INVALID_FEE_SCHEDULE',
  'NO_CHANGE',
  'INVALID_COMMAND',
  'MAX_SUPPLY_EXCEEDED',
  // Market writers that fail safe.
  'MARKET_WRITER_STANDBY',
  'EVENT_LOG_BROKEN',
  // Token side: P2P, conversions, settlement, signatures, news, votes, holders.
  'IQS_TRADER_NOT_APPROVED',
  'P2P_PROPOSAL_FAILED',
  'P2P_PARTNER_INVALID',
  'P2P_NOT_FOUND',
  'P2P_FORBIDDEN',
  'P2P_ALREADY_ANSWERED',
  'CONVERSION_NOT_FOUND',
  'CONVERSION_ALREADY_DECIDED',
  'SETTLEMENT_NOT_FOUND',
  'SETTLEMENT_ALREADY_DECIDED',
  'SETTLEMENT_NOT_READY',
  'SETTLEMENT_FAILED',
  'SIGNATURE_CHECK_FAILED',
  'NEWS_FILE_TOO_LARGE',
  'NEWS_FILE_TYPE',
  'NEWS_NOT_FOUND',
  'VOTE_CREATE_FAILED',
  'VOTE_NOT_FOUND',
  'VOTE_REFUSED',
  'SHAREHOLDER_INVALID',
  // Year-end dividends (issue 19).
  'DIVIDEND_INVALID',
  'DIVIDEND_NOT_FOUND',
  'DIVIDEND_REFUSED',
  // The auditor's replay and compare (issue 14).
  'REPLAY_ALREADY_RUNNING',
  'REPLAY_NOT_FOUND',
  // The network's onboarding (issue 15).
  'CV_FILE_TOO_LARGE',
  'CV_FORMAT_NOT_ALLOWED',
  'ONBOARDING_INCOMPLETE',
  'ONBOARDING_ALREADY_SUBMITTED',
  // The network's profiles (issue 15).
  'PROFILE_NOT_FOUND',
  'PROFILE_ENTRY_NOT_FOUND',
  'PROFILE_ENTRY_DUPLICATE',
  'PROFILE_ORDER_MISMATCH',
  'PROFILE_SECTION_FULL',
  // The network's state machines and projects (issue 16).
  'TRANSITION_FORBIDDEN',
  'TRANSITION_NOT_ALLOWED',
  'PROJECT_INCOMPLETE',
  // The network's applications (issue 16, part 2).
  'APPLICATION_NOT_FOUND',
  'ALREADY_APPLIED',
  'MEMBER_NOT_APPROVED',
  'PROJECT_CLOSED',
  'APPLICATION_CV_MISSING',
  // The network's conversations (issue 16, messages).
  'CONVERSATION_READ_ONLY',
  'CONVERSATION_CLOSED',
  'MESSAGE_ATTACHMENT_TOO_LARGE',
  'MESSAGE_ATTACHMENT_FORMAT',
  'MESSAGE_TOO_MANY_ATTACHMENTS',
  // The network's contracts and reviews (issue 16, part 3).
  'CONTRACT_NOT_FOUND',
  'CONTRACT_ALREADY_SIGNED',
  'REVIEW_EXISTS',
  'REVIEW_WINDOW_CLOSED',
  'REVIEW_NOT_OPEN',
  'REVIEW_NOT_FOUND',
  // Finding consultants: search, shortlist, invitations (issue 16, part C).
  'CONSULTANT_NOT_FOUND',
  'NOT_SHORTLISTED',
  'ALREADY_INVITED',
  // IQStem: leads, sponsored consultants, commissions; member reviews (issue 17).
  'LEAD_NOT_FOUND',
  'LEAD_DUPLICATE',
  'LEAD_OWNER_INVALID',
  'REPRESENTATIVE_INVALID',
  'REFERRAL_NOT_FOUND',
  'REFERRAL_DUPLICATE',
  'REFERRAL_ALREADY_MEMBER',
  'SPONSOR_CODE_INVALID',
  'COMMISSION_NOT_FOUND',
  'COMMISSION_OVERPAID',
  'PAYMENT_KEY_REUSED',
  'MEMBER_NOT_FOUND',
  // Admin areas: permissions, web-site content, member administration (issue 18).
  'ADMIN_PERMISSION_MISSING',
  'ADMIN_NOT_FOUND',
  'LAST_PERMISSIONS_ADMIN',
  'AD_NOT_FOUND',
  'REFERENCE_NOT_FOUND',
  'SITE_FILE_TOO_LARGE',
  'SITE_FILE_TYPE',
  'ACCOUNT_SUSPENDED',
  'MEMBER_STATE_INVALID',
  // The chain mirror (issue 19).
  'CHAIN_OFF',
  'CHAIN_ROW_NOT_FOUND',
  'CHAIN_ROW_NOT_FAILED',
] as const

/** A stable SNAKE_CASE code of the api's errors. */
export type ErrorCode = (typeof ERROR_CODES)[number]

export const errorCodeSchema = z.enum(ERROR_CODES)

/**
 * What a market refusal adds in `details`: the engine's reason (also the code, unless a route
 * wraps it, e.g. SHAREHOLDER_INVALID or SETTLEMENT_FAILED), the market, and what a text needs:
 * `available` tokens for INSUFFICIENT_TOKENS. Clients put these into the code's text
 * (`{{instrument}}`).
 */
export const refusalDetailsSchema = z.object({
  reason: errorCodeSchema,
  instrument: instrumentSchema,
  available: z.number().int().nonnegative().optional(),
})
export type RefusalDetails = z.infer<typeof refusalDetailsSchema>
