import type { ErrorCode } from '@iqs/protocol'

export type { ErrorCode } from '@iqs/protocol'

/**
 * The registry of coded errors, like fastify's own `lib/errors.js`: for each code a client can see
 * (the protocol's `ERROR_CODES`, which the web translates), its HTTP status and its English default
 * message, for api users. `satisfies` below makes the compiler refuse a code of the protocol without
 * an entry here, and an entry for a code the protocol does not list: add a code there first.
 *
 * A message may name a parameter the error's `details` carry, `{{instrument}}`, as the web's texts
 * do; AppError fills it in (see `defaultMessage`).
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'The request is invalid' },
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  UNAUTHENTICATED: { status: 401, message: 'You must be signed in' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, message: 'No such API route' },
  CONFLICT: { status: 409, message: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  // Bad input never 5xx (issue 12): a path parameter over 100 characters, a form busboy cannot read.
  URI_TOO_LONG: { status: 414, message: 'The address is too long' },
  MULTIPART_INVALID: { status: 400, message: 'The form could not be read: malformed multipart/form-data' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please retry later' },
  INTERNAL: { status: 500, message: 'Internal server error' },
  UNAVAILABLE: { status: 503, message: 'Service unavailable' },
  // A connection to the database was lost or refused (issue 12): the same request may be retried.
  DATABASE_UNAVAILABLE: { status: 503, message: 'The database is unreachable, please retry' },
  // Accounts, sessions, two-factor, social sign-in, access control (issue 6).
  ROLE_FORBIDDEN: { status: 403, message: 'Your role does not allow this' },
  CSRF_REJECTED: { status: 403, message: 'Cross-site request refused' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists' },
  USER_TYPE_REQUIRED: {
    status: 400,
    message: 'User type is required. Please reload the page and try again.',
  },
  USER_TYPE_NOT_ALLOWED: { status: 400, message: 'This user type cannot be registered' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  REFRESH_TOKEN_REUSED: {
    status: 401,
    message: 'This session was closed for your safety. Please sign in again.',
  },
  LOGOUT_NOT_REVOKED: { status: 503, message: 'Disconnected ! Token may not be blacklisted' },
  PASSWORD_INCORRECT: { status: 403, message: 'The password is incorrect' },
  TOTP_NOT_ACTIVATED: { status: 403, message: 'Two-factor authentication is not activated' },
  TOTP_ALREADY_ACTIVATED: { status: 409, message: 'Two-factor authentication is already activated' },
  TOTP_SETUP_REQUIRED: { status: 409, message: 'Start the two-factor set-up first' },
  TOTP_CODE_INVALID: { status: 400, message: 'Verification failed. Please try again.' },
  TOTP_LOCKED: { status: 429, message: 'Too many wrong codes. Please wait a few minutes and try again.' },
  // The right code, but its 30 s step was just used (activation, sign-in, another session's order):
  // one code opens one door; `details.retryAfterSeconds` says when the next code comes (issue 14).
  TOTP_CODE_ALREADY_USED: {
    status: 409,
    message: 'This code was just used. Wait for the next code (in {{retryAfterSeconds}} s)',
  },
  RESET_TOKEN_INVALID: { status: 400, message: 'This reset link is invalid or has expired' },
  // Per-account sign-in throttling and password strength (issue 12).
  ACCOUNT_THROTTLED: {
    status: 429,
    message: 'Too many failed sign-ins for this account. Please retry later or reset your password.',
  },
  PASSWORD_TOO_WEAK: {
    status: 400,
    message: 'This password is too easy to guess. Use a longer phrase or mix unrelated words.',
  },
  OAUTH_NOT_CONFIGURED: { status: 503, message: 'This sign-in provider is not configured yet' },
  OAUTH_STATE_INVALID: { status: 400, message: 'The sign-in attempt expired or was not started here' },
  OAUTH_FAILED: { status: 502, message: 'The sign-in provider refused the sign-in' },
  OAUTH_EMAIL_REQUIRED: { status: 400, message: 'The provider did not share a verified e-mail address' },
  PROJECT_NOT_FOUND: { status: 404, message: 'Project not found' },
  PUBLICATION_NOT_FOUND: { status: 404, message: 'Publication not found' },
  FILE_NOT_FOUND: { status: 404, message: 'File not found' },
  // Token exchange core: share owners, white list, market config, orders (issue 7).
  SHARE_OWNER_NOT_FOUND: { status: 404, message: 'No share-owner profile yet' },
  KYC_FILE_TOO_LARGE: { status: 413, message: 'File size should not exceed 10 MB' },
  KYC_FORMAT_NOT_ALLOWED: { status: 415, message: 'File format not allowed, allowed formats are :' },
  KYC_UPLOAD_FAILED: {
    status: 400,
    message: 'An error occurred while uploading your documents. Please try again later.',
  },
  KYC_NOT_EDITABLE: { status: 409, message: 'Your documents can no longer be changed' },
  KYC_INCOMPLETE: {
    status: 422,
    message: 'The KYC file is incomplete: nothing was saved (details.missing names what is missing)',
  },
  PUBLIC_KEY_INVALID: { status: 400, message: 'Unable to change public key.' },
  WHITE_LIST_NOT_CHECKABLE: { status: 409, message: "Not checkable : user status doesn't permit it" },
  WHITE_LIST_TRANSITION: { status: 409, message: "The user's status doesn't permit this action" },
  NOT_APPROVED: { status: 403, message: 'Your white list application is not approved' },
  ACCOUNT_LOCKED: { status: 403, message: 'Your account is locked' },
  MARKET_STATUS_FAILED: { status: 400, message: 'Error: Unable to set market open status' },
  FEE_INVALID: { status: 400, message: 'Error: Unable to set transaction fee' },
  AMOUNT_INVALID: { status: 400, message: 'Please enter a valid amount' },
  TOKENS_NOT_CREATED: { status: 409, message: 'Error : Unable to create tokens.' },
  MAX_SUPPLY_EXCEEDED: {
    status: 409,
    message: 'Error: Trying to create more tokens than available is not permited',
  },
  ORDER_TOTP_REQUIRED: { status: 403, message: 'Unable to process your order' },
  ORDER_NOT_FOUND: { status: 404, message: 'Error while canceling your order: unknown order' },
  // The engine's refusals (services/engine reject-reason.ts): the code is the engine's reason, the
  // message the English text the engine's events carried until issue 13.
  MARKET_BLACKOUT: {
    status: 409,
    message:
      'The market is in its blackout period before the financial results: buying and selling are closed',
  },
  MARKET_SUSPENDED: { status: 409, message: 'The market is suspended: buying and selling are closed' },
  TRADER_SUSPENDED: { status: 403, message: 'Your trading privileges are suspended' },
  REFERENCE_PRICE_ZERO: {
    status: 409,
    message: 'The current {{instrument}} token price is zero. Cannot perform the order/conversion',
  },
  INSUFFICIENT_TOKENS: { status: 409, message: 'Not enough available {{instrument}} tokens' },
  DUPLICATE_ORDER_ID: { status: 409, message: 'An order with this id already exists' },
  UNKNOWN_ORDER: { status: 404, message: 'Error while canceling your order: unknown order' },
  // Answered as UNKNOWN_ORDER by the cancel route: another trader's order is not mine to learn of.
  NOT_ORDER_OWNER: { status: 404, message: 'Error while canceling your order: unknown order' },
  ORDER_NOT_ACTIVE: {
    status: 409,
    message: 'Error while canceling your order: the order is already filled, cancelled or expired',
  },
  INVALID_ORDER: {
    status: 400,
    message:
      'Unable to process your order: this combination of order type, time in force and post-only is not allowed',
  },
  INVALID_QUANTITY: { status: 400, message: 'Please enter a valid amount' },
  INVALID_PRICE: { status: 400, message: 'Please enter a valid price' },
  PRICE_OUT_OF_RANGE: { status: 400, message: 'The price is outside the allowed range of this market' },
  TICK_SIZE: { status: 400, message: 'The price is not a multiple of the tick size' },
  LOT_SIZE: { status: 400, message: 'The quantity is not a multiple of the lot size' },
  MIN_NOTIONAL: { status: 400, message: 'The order value is below the minimum of this market' },
  POST_ONLY_WOULD_TAKE: { status: 409, message: 'The post-only order would trade immediately' },
  FOK_NOT_FILLABLE: { status: 409, message: 'The fill-or-kill order cannot be filled in full' },
  NO_LIQUIDITY: { status: 409, message: 'There is no order to trade with' },
  AMEND_WOULD_CROSS: {
    status: 409,
    message: 'The new price would trade immediately; cancel and place a new order instead',
  },
  AMEND_NO_CHANGE: { status: 409, message: 'The amendment changes nothing' },
  UNKNOWN_TRADE: { status: 409, message: 'Error accepting transaction: unknown or already settled trade' },
  DUPLICATE_LOCK_ID: { status: 409, message: 'A lock with this id already exists' },
  UNKNOWN_LOCK: { status: 409, message: 'Unknown or already released lock' },
  INVALID_FEE_SCHEDULE: { status: 409, message: 'Error: Unable to set transaction fee' },
  NO_CHANGE: { status: 409, message: 'Nothing to change' },
  INVALID_COMMAND: { status: 409, message: 'The command is malformed' },
  // Market writers that fail safe (issue 12; services/api/src/iqs/markets/market-errors.ts).
  MARKET_WRITER_STANDBY: {
    status: 503,
    message: 'This market is being served by another process, please retry',
  },
  EVENT_LOG_BROKEN: {
    status: 503,
    message: 'The market is closed to changes: its event log failed its integrity check',
  },
  // Token side: P2P, conversions, settlement, signatures, news, votes, holders (issue 7).
  IQS_TRADER_NOT_APPROVED: { status: 403, message: 'Only approved traders (white list) can do this' },
  P2P_PROPOSAL_FAILED: {
    status: 500,
    message: 'Unable to perform the order proposition. Something went wrong !',
  },
  P2P_PARTNER_INVALID: { status: 400, message: 'No P2P partner available' },
  P2P_NOT_FOUND: { status: 404, message: 'P2P proposal not found' },
  P2P_FORBIDDEN: { status: 403, message: 'Only the other party of this proposal can answer it' },
  P2P_ALREADY_ANSWERED: { status: 409, message: 'This proposal has already been answered' },
  CONVERSION_NOT_FOUND: { status: 404, message: 'Conversion not found' },
  CONVERSION_ALREADY_DECIDED: {
    status: 409,
    message: 'This conversion has already been validated or rejected',
  },
  SETTLEMENT_NOT_FOUND: { status: 404, message: 'Trade not found' },
  SETTLEMENT_ALREADY_DECIDED: {
    status: 409,
    message: 'Error accepting transaction: the settlement has already been accepted or rejected',
  },
  SETTLEMENT_NOT_READY: {
    status: 409,
    message: 'Error accepting transaction: both parties must validate and the euros must be received first',
  },
  SETTLEMENT_FAILED: { status: 409, message: 'Error accepting transaction' },
  SIGNATURE_CHECK_FAILED: { status: 400, message: 'Failed to check authenticity' },
  NEWS_FILE_TOO_LARGE: { status: 413, message: 'File size should not exceed 10 MB' },
  NEWS_FILE_TYPE: {
    status: 415,
    message: 'File format not allowed, allowed formats are : pdf, doc, docx, txt, jpg, jpeg, png',
  },
  NEWS_NOT_FOUND: { status: 404, message: 'News not found' },
  VOTE_CREATE_FAILED: { status: 400, message: 'An error occured while creating the vote...' },
  VOTE_NOT_FOUND: { status: 404, message: 'Vote not found' },
  VOTE_REFUSED: { status: 409, message: 'Error while casting vote' },
  SHAREHOLDER_INVALID: { status: 400, message: 'Error validating shareholder' },
  // Year-end dividends (issue 19): a refusal's `details.reason` says which rule (RECORD_DATE_NOT_OVER...).
  DIVIDEND_INVALID: {
    status: 400,
    message: 'Please check the dividend: amount, record date and payment date',
  },
  DIVIDEND_NOT_FOUND: { status: 404, message: 'Dividend not found' },
  DIVIDEND_REFUSED: { status: 409, message: 'This cannot be done to the dividend in its state' },
  // The auditor's replay and compare (issue 14): one job at a time, `details.id` names the running one.
  REPLAY_ALREADY_RUNNING: { status: 409, message: 'A replay is already running' },
  REPLAY_NOT_FOUND: { status: 404, message: 'No such replay' },
  // The network's onboarding (issue 15): the spec's file messages, `details` naming the limit.
  CV_FILE_TOO_LARGE: { status: 413, message: 'File size should not exceed 10 MB' },
  CV_FORMAT_NOT_ALLOWED: {
    status: 415,
    message: 'File format not allowed, allowed formats are : pdf, doc, docx',
  },
  ONBOARDING_INCOMPLETE: {
    status: 422,
    message: 'Your onboarding is not complete: details.missing names the required steps left',
  },
  ONBOARDING_ALREADY_SUBMITTED: { status: 409, message: 'Your application has already been submitted' },
  // The network's profiles (issue 15).
  PROFILE_NOT_FOUND: { status: 404, message: 'No such profile' },
  PROFILE_ENTRY_NOT_FOUND: { status: 404, message: 'No such entry in your profile' },
  PROFILE_ENTRY_DUPLICATE: { status: 409, message: 'This entry is already in your profile' },
  PROFILE_ORDER_MISMATCH: {
    status: 409,
    message: 'The new order must list every entry of the section once; reload and try again',
  },
  PROFILE_SECTION_FULL: { status: 409, message: 'This section has reached its maximum number of entries' },
  // The network's state machines (issue 16): who may take a transition, from which state
  // (`details: { state, transition }`), and what publishing a project needs (`details.missing`).
  TRANSITION_FORBIDDEN: { status: 403, message: 'You may not take this step' },
  TRANSITION_NOT_ALLOWED: { status: 409, message: 'This step is not possible in the state {{state}}' },
  PROJECT_INCOMPLETE: {
    status: 422,
    message: 'The project cannot be published yet: details.missing names the fields to fill in',
  },
  // The network's applications (issue 16, part 2).
  APPLICATION_NOT_FOUND: { status: 404, message: 'Application not found' },
  ALREADY_APPLIED: { status: 409, message: 'You have already applied to this project' },
  MEMBER_NOT_APPROVED: {
    status: 403,
    message: 'Your membership must be approved first',
  },
  PROJECT_CLOSED: { status: 409, message: 'This project no longer takes applications' },
  APPLICATION_CV_MISSING: {
    status: 422,
    message: 'Your onboarding CV is missing: upload it again or attach a CV to the application',
  },
  // The network's conversations (issue 16, messages): network/conversations/README.md.
  CONVERSATION_READ_ONLY: {
    status: 403,
    message: 'Only the consultant and the project owner write in this conversation',
  },
  CONVERSATION_CLOSED: { status: 409, message: 'This conversation no longer takes new messages' },
  MESSAGE_ATTACHMENT_TOO_LARGE: { status: 413, message: 'Each attachment must be at most 10 MB' },
  MESSAGE_ATTACHMENT_FORMAT: {
    status: 415,
    message: 'File format not allowed, allowed formats are : pdf, doc, docx, xlsx, png, jpg',
  },
  MESSAGE_TOO_MANY_ATTACHMENTS: { status: 400, message: 'Attach at most 3 files to a message' },
  // The network's contracts and reviews (issue 16, part 3).
  CONTRACT_NOT_FOUND: { status: 404, message: 'Contract not found' },
  CONTRACT_ALREADY_SIGNED: { status: 409, message: 'You have already signed this contract' },
  REVIEW_EXISTS: { status: 409, message: 'You have already reviewed this contract' },
  REVIEW_WINDOW_CLOSED: { status: 409, message: 'Reviews of this contract are closed' },
  REVIEW_NOT_OPEN: { status: 409, message: 'A contract is reviewed once it is completed' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Review not found' },
  // Finding consultants: search, shortlist, invitations (issue 16, part C).
  CONSULTANT_NOT_FOUND: { status: 404, message: 'Consultant not found' },
  NOT_SHORTLISTED: { status: 404, message: 'This consultant is not on your shortlist' },
  ALREADY_INVITED: { status: 409, message: 'You have already invited this consultant to this project' },
  // IQStem: leads, sponsored consultants, commissions; member reviews (issue 17).
  LEAD_NOT_FOUND: { status: 404, message: 'Lead not found' },
  LEAD_DUPLICATE: {
    status: 409,
    message: 'This client was already brought as a lead (details.field: company or contact_email)',
  },
  LEAD_OWNER_INVALID: {
    status: 422,
    message: "The project's owner must be an approved client or executive partner account",
  },
  REPRESENTATIVE_INVALID: { status: 422, message: 'The representative must be an admin account' },
  REFERRAL_NOT_FOUND: { status: 404, message: 'Sponsored consultant not found' },
  REFERRAL_DUPLICATE: { status: 409, message: 'This person has already been invited by a member' },
  REFERRAL_ALREADY_MEMBER: { status: 409, message: 'This e-mail already belongs to an account' },
  SPONSOR_CODE_INVALID: { status: 404, message: 'This invitation link is not valid' },
  COMMISSION_NOT_FOUND: { status: 404, message: 'Commission not found' },
  COMMISSION_OVERPAID: {
    status: 409,
    message: 'The payment is more than what is outstanding on this commission',
  },
  PAYMENT_KEY_REUSED: { status: 409, message: 'This payment key was used for another payment' },
  MEMBER_NOT_FOUND: { status: 404, message: 'Member not found' },
  // Admin areas: permissions, web-site content, member administration (issue 18).
  ADMIN_PERMISSION_MISSING: {
    status: 403,
    message: 'Your admin account does not hold the permission for this area',
  },
  ADMIN_NOT_FOUND: { status: 404, message: 'Admin account not found' },
  LAST_PERMISSIONS_ADMIN: {
    status: 409,
    message: 'At least one admin must keep the permission to manage admins',
  },
  AD_NOT_FOUND: { status: 404, message: 'Ad not found' },
  REFERENCE_NOT_FOUND: { status: 404, message: 'Reference not found' },
  SITE_FILE_TOO_LARGE: { status: 413, message: 'The file is too large (details.max: "5 MB")' },
  SITE_FILE_TYPE: {
    status: 415,
    message: 'This type of file is not accepted here (details.accepted: "pdf, docx")',
  },
  ACCOUNT_SUSPENDED: { status: 403, message: 'This account is suspended' },
  MEMBER_STATE_INVALID: { status: 409, message: 'The member is not in a state that allows this' },
  // The chain mirror (issue 19).
  CHAIN_OFF: { status: 409, message: 'The chain mirror is off on this server (CHAIN=off)' },
  CHAIN_ROW_NOT_FOUND: { status: 404, message: 'Chain transaction not found' },
  CHAIN_ROW_NOT_FAILED: { status: 409, message: 'Only a failed chain transaction can be sent again' },
} as const satisfies Record<ErrorCode, { status: number; message: string }>

/** Compile-time: every key of ERRORS is a protocol code (`satisfies` alone allows extra keys). */
type CodeOutsideTheProtocol = Exclude<keyof typeof ERRORS, ErrorCode>
export const everyCodeInTheProtocol: [CodeOutsideTheProtocol] extends [never]
  ? true
  : CodeOutsideTheProtocol = true

/**
 * The registry's message with its `{{name}}` filled from `details` (a market refusal's instrument);
 * a name the details lack is left out, which keeps the sentence readable ("Not enough available
 * tokens").
 */
export function defaultMessage(code: ErrorCode, details?: unknown): string {
  const template: string = ERRORS[code].message
  if (!template.includes('{{')) return template
  const values = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {}
  return template
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = values[name]
      return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
    })
    .replace(/ {2,}/g, ' ')
}

/** An error the client may see: code, status and message come from the registry. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? defaultMessage(code, details))
    this.name = 'AppError'
    this.status = ERRORS[code].status
  }
}

/** Shorthand: `throw appError('NOT_FOUND', 'No such order')`. */
export function appError(code: ErrorCode, message?: string, details?: unknown): AppError {
  return new AppError(code, message, details)
}
