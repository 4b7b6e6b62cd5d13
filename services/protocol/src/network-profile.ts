import { z } from 'zod'
import { addressSchema, contactDetailsSchema } from './contact-details.js'
import { isoDateSchema } from './network-onboarding.js'
import { SENIORITY_LEVELS } from './public-taxonomy.js'
import { text } from './text.js'

/**
 * The profile of consultants and executive partners (issue 15, spec §2 /my-profile, §3): every write
 * body of /api/network/profile and what the api answers. The web's forms validate with the same
 * schemas; their messages are keys the web translates (`network-profile` namespace, `invalid.*`).
 */

/** The refusal keys of the profile's fields. */
export const profileMessages = {
  required: 'required',
  tooLong: 'tooLong',
  year: 'year',
  month: 'month',
  date: 'date',
  endBeforeStart: 'endBeforeStart',
  link: 'link',
  choose: 'choose',
} as const

/** Spec §3: the 29 profile languages, as written there (also their stable codes). */
export const PROFILE_LANGUAGES = [
  'English',
  'French',
  'Bengali',
  'Bhojpuri',
  'Egyptian Arabic',
  'Gujarati',
  'Hausa',
  'Hindi',
  'Iranian Persian',
  'Italian',
  'Japanese',
  'Javanese',
  'Korean',
  'Levantine Arabic',
  'Mandarin Chinese',
  'Marathi',
  'Portuguese',
  'Russian',
  'Southern Min',
  'Spanish',
  'Standard German',
  'Tamil',
  'Telugu',
  'Turkish',
  'Urdu',
  'Vietnamese',
  'Western Punjabi',
  'Wu Chinese',
  'Yue Chinese',
] as const
export const profileLanguageSchema = z.enum(PROFILE_LANGUAGES, { error: profileMessages.choose })
export type ProfileLanguage = z.infer<typeof profileLanguageSchema>

/** Spec §3: language proficiency, lowest first (Elementary ... Native or bilingual). */
export const LANGUAGE_LEVELS = [
  'elementary',
  'limited_working',
  'professional_working',
  'full_professional',
  'native_bilingual',
] as const
export const languageLevelSchema = z.enum(LANGUAGE_LEVELS, { error: profileMessages.choose })
export type LanguageLevel = z.infer<typeof languageLevelSchema>

/** The list sections of a profile: many entries each, in the order their owner chose. */
export const PROFILE_LIST_SECTIONS = [
  'education',
  'experience',
  'publications',
  'languages',
  'skills',
] as const
export type ProfileListSection = (typeof PROFILE_LIST_SECTIONS)[number]

/** Every section the completeness of a profile counts. */
export const PROFILE_SECTIONS = ['headline', 'address', ...PROFILE_LIST_SECTIONS, 'photo'] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

/** A photo: JPEG, PNG or WebP by content, at most 10 MB; the server keeps a square avatar and a thumbnail. */
export const PHOTO_ALLOWED_FORMATS = ['jpg', 'jpeg', 'png', 'webp'] as const
export const PHOTO_MAX_FILE_BYTES = 10 * 1024 * 1024
export const AVATAR_SIZE = 400
export const THUMBNAIL_SIZE = 96
/** A publication's file: a PDF by content, at most 10 MB. */
export const PUBLICATION_FILE_FORMATS = ['pdf'] as const
export const PUBLICATION_MAX_FILE_BYTES = 10 * 1024 * 1024
/** More entries than anyone shows on a profile: a bound, so one account cannot fill the database. */
export const MAX_SECTION_ENTRIES = 50

const requiredText = (max: number) =>
  text({ error: profileMessages.required })
    .trim()
    .min(1, { error: profileMessages.required })
    .max(max, { error: profileMessages.tooLong })

/** Optional text: empty or null means none (stored as null), so a parsed body parses again. */
const optionalText = (max: number, multiline = false) =>
  text({ multiline, error: profileMessages.tooLong })
    .trim()
    .max(max, { error: profileMessages.tooLong })
    .nullable()
    .transform((value) => value || null)

const yearSchema = z
  .number({ error: profileMessages.year })
  .int({ error: profileMessages.year })
  .min(1950, { error: profileMessages.year })
  .max(2100, { error: profileMessages.year })

/** A month, `2024-03`. */
const monthSchema = text({ error: profileMessages.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
  error: profileMessages.month,
})

/** `PUT /api/network/profile/headline`: a title ("Senior data engineer") and a short summary. */
export const headlineRequestSchema = z.strictObject({
  title: requiredText(120),
  summary: optionalText(2000, true),
})
export type HeadlineRequest = z.input<typeof headlineRequestSchema>

/** `PUT /api/network/profile/address`: the account's postal address (identity keeps it). */
export const profileAddressRequestSchema = addressSchema
export type ProfileAddressRequest = z.input<typeof profileAddressRequestSchema>

/** An education row: school, degree, field, years (no end year: still studying). */
export const educationRequestSchema = z
  .strictObject({
    school: requiredText(200),
    degree: requiredText(200),
    field: optionalText(200),
    start_year: yearSchema,
    end_year: yearSchema.nullable(),
  })
  .refine((e) => e.end_year === null || e.end_year >= e.start_year, {
    error: profileMessages.endBeforeStart,
    path: ['end_year'],
  })
export type EducationRequest = z.input<typeof educationRequestSchema>

/** An experience row: company, title, months (no end: current position), description. */
export const experienceRequestSchema = z
  .strictObject({
    company: requiredText(200),
    title: requiredText(200),
    start_date: monthSchema,
    end_date: monthSchema.nullable(),
    description: optionalText(4000, true),
  })
  .refine((e) => e.end_date === null || e.end_date >= e.start_date, {
    error: profileMessages.endBeforeStart,
    path: ['end_date'],
  })
export type ExperienceRequest = z.input<typeof experienceRequestSchema>

/** An http(s) address, or nothing ('' or null). */
const linkSchema = text({ error: profileMessages.link })
  .trim()
  .max(2000, { error: profileMessages.link })
  .refine((value) => value === '' || isHttpUrl(value), { error: profileMessages.link })
  .nullable()
  .transform((value) => value || null)

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** A publication: title, date, a link; its PDF, if any, is uploaded to `.../publications/:id/file`. */
export const publicationRequestSchema = z.strictObject({
  title: requiredText(300),
  date: isoDateSchema,
  link: linkSchema,
})
export type PublicationRequest = z.input<typeof publicationRequestSchema>

/** A language and how well its owner speaks it; one row per language. */
export const profileLanguageRequestSchema = z.strictObject({
  language: profileLanguageSchema,
  level: languageLevelSchema,
})
export type ProfileLanguageRequest = z.input<typeof profileLanguageRequestSchema>

/** Spec §3's seniority levels, refused with the profile's own message key. */
const skillSenioritySchema = z.enum(SENIORITY_LEVELS, { error: profileMessages.choose })

/** A skill tag and its seniority; one row per name (case apart). */
export const skillRequestSchema = z.strictObject({
  name: requiredText(60),
  seniority: skillSenioritySchema,
})
export type SkillRequest = z.input<typeof skillRequestSchema>

/** The write body of each list section. */
export const profileSectionRequestSchemas = {
  education: educationRequestSchema,
  experience: experienceRequestSchema,
  publications: publicationRequestSchema,
  languages: profileLanguageRequestSchema,
  skills: skillRequestSchema,
} as const

/** `PUT /api/network/profile/<section>/order`: every entry's id, in the new order. */
export const sectionOrderRequestSchema = z.strictObject({
  ids: z.array(z.uuid()).max(MAX_SECTION_ENTRIES),
})
export type SectionOrderRequest = z.input<typeof sectionOrderRequestSchema>

export const sectionEntryParamsSchema = z.object({ id: z.uuid() })
export const profileUserParamsSchema = z.object({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
})

const entry = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.uuid(), ...shape })

export const educationEntrySchema = entry({
  school: z.string(),
  degree: z.string(),
  field: z.string().nullable(),
  start_year: z.number().int(),
  end_year: z.number().int().nullable(),
})
export type EducationEntry = z.infer<typeof educationEntrySchema>

export const experienceEntrySchema = entry({
  company: z.string(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  description: z.string().nullable(),
})
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>

export const publicationEntrySchema = entry({
  title: z.string(),
  date: z.string(),
  link: z.string().nullable(),
  /** Where a signed-in reader downloads the PDF; null when none was uploaded. */
  file_url: z.string().nullable(),
})
export type PublicationEntry = z.infer<typeof publicationEntrySchema>

export const languageEntrySchema = entry({ language: profileLanguageSchema, level: languageLevelSchema })
export type LanguageEntry = z.infer<typeof languageEntrySchema>

export const skillEntrySchema = entry({ name: z.string(), seniority: z.enum(SENIORITY_LEVELS) })
export type SkillEntry = z.infer<typeof skillEntrySchema>

/** The photo's two sizes (public addresses, changed by every upload); null when there is none. */
export const profilePhotoSchema = z.object({ avatar_url: z.string(), thumbnail_url: z.string() }).nullable()
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>

/**
 * A profile as others see it (`GET /api/network/profiles/:userId`): no e-mail, phone or address of
 * its owner.
 */
export const publicProfileSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(['Consultant', 'ExecPartner']),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  photo: profilePhotoSchema,
  education: z.array(educationEntrySchema),
  experience: z.array(experienceEntrySchema),
  publications: z.array(publicationEntrySchema),
  languages: z.array(languageEntrySchema),
  skills: z.array(skillEntrySchema),
})
export type PublicProfile = z.infer<typeof publicProfileSchema>

/** Which sections are filled, and the share of them, for the profile's overview. */
export const profileCompletenessSchema = z.object({
  sections: z.record(z.enum(PROFILE_SECTIONS), z.boolean()),
  percent: z.number().int().min(0).max(100),
})
export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>

/** `GET /api/network/profile`: my profile, my address, and how complete it is. */
export const myProfileSchema = publicProfileSchema.extend({
  address: contactDetailsSchema.omit({ phone: true }),
  completeness: profileCompletenessSchema,
})
export type MyProfile = z.infer<typeof myProfileSchema>
