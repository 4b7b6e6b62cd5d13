import { z } from 'zod'
import { countrySchema, phoneSchema } from './contact-details.js'
import { decimalInput } from './decimal-input.js'
import { EUR_DECIMALS } from './money/index.js'
import { businessFunctionSchema, practiceSchema, sectorSchema, senioritySchema } from './public-taxonomy.js'
import { text } from './text.js'

/**
 * The onboarding after registration (issue 15, spec §2 route tree): per role, the steps under
 * /my-account, then a review by an admin. Every write body of /api/network/onboarding is here, and
 * the web's forms validate with the same schemas.
 */

/** The steps of spec §2, in the order a new member walks them. */
export const ONBOARDING_STEPS = ['mobile-number', 'company', 'expertise', 'cv-upload', 'showcase'] as const
export const onboardingStepSchema = z.enum(ONBOARDING_STEPS)
export type OnboardingStep = z.infer<typeof onboardingStepSchema>

/**
 * ONBOARDING: filling the steps; PENDING: submitted, an admin reviews it; APPROVED / REJECTED: the
 * review's outcome (with its reason). Editing stays open in every state: the status only changes
 * on submit (ONBOARDING or REJECTED -> PENDING) and on review. An admin who needs more information
 * sends the application back (PENDING -> ONBOARDING, issue 18) with a message in `review_reason`:
 * the member completes it and submits again.
 */
export const ONBOARDING_STATUSES = ['ONBOARDING', 'PENDING', 'APPROVED', 'REJECTED'] as const
export const onboardingStatusSchema = z.enum(ONBOARDING_STATUSES)
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>

/** The spec's texts for the fields of the onboarding forms (the web shows its own translations). */
export const onboardingMessages = {
  required: 'This field is required',
  tooLong: 'This text is too long',
  chooseOne: 'Choose at least one',
  dayRate: 'Enter a day rate in euros, e.g. 850 or 850.50',
  daysPerWeek: 'Choose from 1 to 5 days a week',
  date: 'Enter a date (YYYY-MM-DD)',
} as const

/** Company sizes, by head count. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const
export const companySizeSchema = z.enum(COMPANY_SIZES)
export type CompanySize = z.infer<typeof companySizeSchema>

const requiredText = (max: number) =>
  text({ error: onboardingMessages.required })
    .trim()
    .min(1, { error: onboardingMessages.required })
    .max(max, { error: onboardingMessages.tooLong })

/** `PUT /api/network/onboarding/mobile-number`. */
export const mobileNumberRequestSchema = z.strictObject({ phone: phoneSchema })
export type MobileNumberRequest = z.input<typeof mobileNumberRequestSchema>

/** `PUT /api/network/onboarding/company` (clients). */
export const companyRequestSchema = z.strictObject({
  company_name: requiredText(200),
  registration_number: requiredText(50),
  company_address: requiredText(300),
  company_country: countrySchema,
  company_size: companySizeSchema,
  sector: sectorSchema,
})
export type CompanyRequest = z.input<typeof companyRequestSchema>
export type Company = z.output<typeof companyRequestSchema>

/** A day rate in euros: at most 6 digits before the point, cents after it. */
export const dayRateSchema = decimalInput({
  integerDigits: 6,
  decimals: EUR_DECIMALS,
  error: onboardingMessages.dayRate,
}).refine((value) => Number(value) > 0, { error: onboardingMessages.dayRate })

/** An ISO calendar date, `2026-12-01`, that exists. */
export const isoDateSchema = text({ error: onboardingMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: onboardingMessages.date })
  .refine(isRealDate, { error: onboardingMessages.date })

/** Whether y-m-d names a day of the calendar (no 31 April, 29 February in leap years only). */
function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
  return y >= 1900 && days !== undefined && d >= 1 && d <= days
}

const nonEmptyUnique = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, { error: onboardingMessages.chooseOne })
    .max(20)
    .transform((values) => [...new Set(values)])

/**
 * `PUT /api/network/onboarding/expertise` (consultants, executive partners). Availability is when
 * the member can start (`available_from`) and how many days a week they can give (1 to 5).
 */
export const expertiseRequestSchema = z.strictObject({
  sectors: nonEmptyUnique(sectorSchema),
  practices: nonEmptyUnique(practiceSchema),
  functions: nonEmptyUnique(businessFunctionSchema),
  seniority: senioritySchema,
  day_rate: dayRateSchema,
  available_from: isoDateSchema,
  days_per_week: z.coerce
    .number({ error: onboardingMessages.daysPerWeek })
    .int({ error: onboardingMessages.daysPerWeek })
    .min(1, { error: onboardingMessages.daysPerWeek })
    .max(5, { error: onboardingMessages.daysPerWeek }),
})
export type ExpertiseRequest = z.input<typeof expertiseRequestSchema>
export type Expertise = z.output<typeof expertiseRequestSchema>

/** A CV: PDF, DOC or DOCX (checked by content), at most 10 MB. */
export const CV_ALLOWED_FORMATS = ['pdf', 'doc', 'docx'] as const
export const CV_MAX_FILE_BYTES = 10 * 1024 * 1024

/** The spec's file messages (§8) for a CV, as the api answers them. */
export const cvMessages = {
  fileTooLarge: 'File size should not exceed 10 MB',
  formatNotAllowed: `File format not allowed, allowed formats are : ${CV_ALLOWED_FORMATS.join(', ')}`,
} as const

/** The CV on file. */
export const cvFileSchema = z.object({
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
})
export type CvFile = z.infer<typeof cvFileSchema>

/** One step of my onboarding, as the progress indicator shows it. */
export const onboardingStepStateSchema = z.object({
  step: onboardingStepSchema,
  required: z.boolean(),
  done: z.boolean(),
  /** Where the web shows this step. */
  path: z.string(),
})
export type OnboardingStepState = z.infer<typeof onboardingStepStateSchema>

/** `GET /api/network/onboarding`: my role's steps, what I saved, my status. */
export const onboardingSchema = z.object({
  status: onboardingStatusSchema,
  review_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  steps: z.array(onboardingStepStateSchema),
  /** Required steps not done yet: submit needs none left. */
  missing: z.array(onboardingStepSchema),
  /** Steps not done yet, required or not: what the account page lists. */
  remaining: z.array(onboardingStepSchema),
  phone: z.string().nullable(),
  company: z
    .object({
      company_name: z.string(),
      registration_number: z.string(),
      company_address: z.string(),
      company_country: z.string(),
      company_size: companySizeSchema,
      sector: sectorSchema,
    })
    .nullable(),
  expertise: z
    .object({
      sectors: z.array(sectorSchema),
      practices: z.array(practiceSchema),
      functions: z.array(businessFunctionSchema),
      seniority: senioritySchema,
      day_rate: z.string(),
      available_from: z.string(),
      days_per_week: z.number().int(),
    })
    .nullable(),
  cv: cvFileSchema.nullable(),
})
export type Onboarding = z.infer<typeof onboardingSchema>

/** `GET /api/network/onboarding/cv?user_id=`: an admin reads a member's CV; a member reads their own. */
export const cvQuerySchema = z.object({
  user_id: z.coerce.number().int().positive().optional(),
})
