import { z } from 'zod'
import { adminPermissionSchema } from './admin-permissions.js'
import { addressSchema, countrySchema, phoneSchema } from './contact-details.js'
import { text } from './text.js'

/**
 * The roles a session can carry (spec §3's registration and session names),
 * plus Admin and the read-only Auditor, which nobody can register as. A
 * visitor who is not signed in is a `Guest`: no session carries that role.
 */
export const userTypes = ['Client', 'ExecPartner', 'Consultant', 'IQStem', 'Admin', 'Auditor'] as const
export const userTypeSchema = z.enum(userTypes)
export type UserType = z.infer<typeof userTypeSchema>

/** Every role a request can have, the visitor included: the rows of the access matrix. */
export type Role = UserType | 'Guest'

/** The roles a visitor may register as (spec §6). */
export const registrationUserTypes = ['Client', 'ExecPartner', 'Consultant', 'IQStem'] as const
export type RegistrationUserType = (typeof registrationUserTypes)[number]

/** The spec's texts for the sign-in and register forms (§5), so web and api say the same. */
export const accountMessages = {
  invalidEmail: 'Invalid email format',
  invalidPassword: 'Invalid password',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  userTypeRequired: 'User type is required. Please reload the page and try again.',
  addressIncomplete: 'Complete the address: street, postal code, city and country',
} as const

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 8
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const MAX_PASSWORD_LENGTH = 1024

const email = text({ error: accountMessages.invalidEmail })
  .trim()
  .max(254, { error: accountMessages.invalidEmail })
  .includes('@', { error: accountMessages.invalidEmail })

const newPassword = text({ error: accountMessages.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, { error: accountMessages.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long` })

const name = text().trim().max(100).default('')

/** The user as login, the Google callback and register return it (spec §3). */
export const accountUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  user_type: userTypeSchema,
  last_name: z.string(),
  first_name: z.string(),
})
export type AccountUser = z.infer<typeof accountUserSchema>

/** `POST /api/login`. `remember` is ours: absent (as the spec's client sends it) means remember. */
export const loginRequestSchema = z.object({
  email,
  password: text({ error: accountMessages.invalidPassword })
    .min(MIN_PASSWORD_LENGTH, { error: accountMessages.invalidPassword })
    .max(MAX_PASSWORD_LENGTH, { error: accountMessages.invalidPassword }),
  remember: z.boolean().default(true),
})
export type LoginRequest = z.input<typeof loginRequestSchema>

/** `POST /api/login`, `/api/login/totp`, `/api/refresh`, `GET /api/me`: who is signed in. */
export const loginResultSchema = z.object({
  user: accountUserSchema,
  /** True when the account has two-factor sign-in: after a password, the TOTP step comes next. */
  totpActivated: z.boolean(),
})
export type LoginResult = z.infer<typeof loginResultSchema>

/**
 * `GET /api/me`. `admin_permissions`: the admin groups the account holds (empty for any other
 * role): the header shows those areas only.
 */
export const meSchema = loginResultSchema.extend({
  language: z.enum(['en', 'fr']),
  admin_permissions: z.array(adminPermissionSchema),
})
export type Me = z.infer<typeof meSchema>

/**
 * `POST /api/register` (spec §7). `role` comes from the register page's route
 * parameter; the check order gives the spec's first message.
 */
export const registerRequestSchema = z
  .object({
    email,
    first_name: name,
    last_name: name,
    password: newPassword,
    password_confirmation: text({ error: accountMessages.passwordsDoNotMatch }),
    role: text({ error: accountMessages.userTypeRequired })
      .trim()
      .min(1, { error: accountMessages.userTypeRequired }),
    // The spec's registration text also lists phone and address (rules not shown): both optional,
    // checked as the onboarding checks them when given. An empty field counts as not given.
    phone: optionalField(phoneSchema),
    address_line: optionalField(text().trim().max(200)),
    postal_code: optionalField(text().trim().max(20)),
    city: optionalField(text().trim().max(100)),
    country: optionalField(countrySchema),
    // Issue 17: the invitation code of an IQStem member's referral link (?sponsor=); an unknown or
    // used one is ignored, so a stale link never stands between a person and their account.
    sponsor_code: optionalField(text().trim().max(100)),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: accountMessages.passwordsDoNotMatch,
    path: ['password_confirmation'],
  })
  .superRefine((body, context) => {
    // An address is all or nothing: once one part is given, addressSchema checks the whole.
    const parts = { address_line: body.address_line, postal_code: body.postal_code, city: body.city }
    const given = Object.values({ ...parts, country: body.country }).some((part) => part !== undefined)
    if (!given) return
    const result = addressSchema.safeParse({
      address_line: parts.address_line ?? '',
      postal_code: parts.postal_code ?? '',
      city: parts.city ?? '',
      country: body.country ?? '',
    })
    for (const issue of result.error?.issues ?? [])
      context.addIssue({
        code: 'custom',
        path: issue.path,
        message: issue.code === 'too_small' ? accountMessages.addressIncomplete : issue.message,
      })
  })
export type RegisterRequest = z.input<typeof registerRequestSchema>

/** A field a form may leave empty: '' and absent both mean not given (undefined). */
function optionalField<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)))
}

/** `POST /api/login/totp`: a 6-digit code from the app, or one of the recovery codes. */
export const totpLoginRequestSchema = z.object({
  code: text().trim().min(6).max(32),
})

/** `POST /api/iqs/totp/setup`: what the authenticator app needs. */
export const totpSetupSchema = z.object({
  secret: z.string().describe('Base32 secret, for typing in by hand'),
  otpauthUri: z.string().describe('otpauth://totp/... URI'),
  qrCodeDataUrl: z.string().describe('The URI as a PNG QR code, a data: URL'),
})
export type TotpSetup = z.infer<typeof totpSetupSchema>

/** `POST /api/iqs/totp/activate`. */
export const totpActivateRequestSchema = z.object({
  code: text()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' }),
})
export const totpActivationSchema = z.object({
  /** Shown once: each signs in once in place of a code when the phone is lost. */
  recoveryCodes: z.array(z.string()),
})
export type TotpActivation = z.infer<typeof totpActivationSchema>

/** `POST /api/password/forgot`. */
export const forgotPasswordRequestSchema = z.object({ email })

/** `POST /api/password/reset`. */
export const resetPasswordRequestSchema = z
  .object({
    token: text().trim().min(20).max(200),
    password: newPassword,
    password_confirmation: text({ error: accountMessages.passwordsDoNotMatch }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: accountMessages.passwordsDoNotMatch,
    path: ['password_confirmation'],
  })

/** `POST /api/me/delete`: a password account confirms with its password, a social-only one with its e-mail. */
export const deleteAccountRequestSchema = z.object({
  password: text().max(MAX_PASSWORD_LENGTH).optional(),
  email: text().trim().max(254).optional(),
})

/** `PUT /api/me/language`. */
export const languageRequestSchema = z.object({ language: z.enum(['en', 'fr']) })

/** The social sign-in providers. */
export const oauthProviders = ['google', 'linkedin', 'facebook'] as const
export type OAuthProvider = (typeof oauthProviders)[number]

/** `GET /api/auth/providers`: which buttons the sign-in page may enable. */
export const authProvidersSchema = z.object({
  google: z.object({ available: z.boolean(), clientId: z.string().optional() }),
  linkedin: z.object({ available: z.boolean() }),
  facebook: z.object({ available: z.boolean() }),
})
export type AuthProviders = z.infer<typeof authProvidersSchema>

/** `POST /api/auth/google/callback`: the popup's authorisation code (form or JSON). */
export const googleCallbackRequestSchema = z.object({
  code: text().trim().min(1).max(4096),
  /** Ours, optional: the role a first Google sign-in registers as (default Client). */
  role: text().trim().optional(),
})
