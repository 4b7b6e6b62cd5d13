import { z } from 'zod'
import { adminActionEntrySchema } from './admin-permissions.js'
import {
  contentLanguageSchema,
  pageOf,
  pageQuerySchema,
  searchTermSchema,
  sectorSchema,
} from './public-taxonomy.js'
import { text } from './text.js'

/**
 * The web-site admin (issue 18): publications, the side-column ads and the client references,
 * edited in English and French by admins holding the `web_site` group. The public side reads the
 * reader's language: French where the admin wrote it, English otherwise.
 */

/** The refusals of the admin's forms, as keys the web translates (`admin-web-site:invalid.*`). */
export const siteAdminMessages = {
  required: 'required',
  tooLong: 'tooLong',
  date: 'date',
  link: 'link',
  position: 'position',
  untilBeforeFrom: 'untilBeforeFrom',
  choose: 'choose',
} as const

/** A publication's downloadable file: these formats, by content, at most 10 MB. */
export const SITE_DOCUMENT_FORMATS = ['pdf', 'doc', 'docx', 'pptx', 'xlsx', 'txt'] as const
export const SITE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
/** A cover, an ad's image, a client's logo: JPEG, PNG or WebP by content, at most 5 MB (resized on the server). */
export const SITE_IMAGE_FORMATS = ['jpg', 'jpeg', 'png', 'webp'] as const
export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** The reader's language for the public reads (`?lang=fr`); without it, the Accept-Language header. */
export const readerLanguageQuerySchema = z.object({ lang: contentLanguageSchema.optional() })

/** A stored file as the admin pages show it; `url` is where the browser fetches it. */
export const siteFileSchema = z.object({
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
})
export type SiteFile = z.infer<typeof siteFileSchema>

const requiredText = (max: number, multiline = false) =>
  text({ multiline, error: siteAdminMessages.required })
    .trim()
    .min(1, { error: siteAdminMessages.required })
    .max(max, { error: siteAdminMessages.tooLong })

/** Optional text: empty or null means none (stored as null), so a parsed body parses again. */
const optionalText = (max: number, multiline = false) =>
  text({ multiline, error: siteAdminMessages.tooLong })
    .trim()
    .max(max, { error: siteAdminMessages.tooLong })
    .nullable()
    .optional()
    .transform((value) => value || null)

/** Whether y-m-d names a day of the calendar (no 31 April, 29 February in leap years only). */
function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
  return y >= 1900 && y <= 2999 && days !== undefined && d >= 1 && d <= days
}

/** A calendar day, `2026-05-01`, that exists. */
export const siteDateSchema = text({ error: siteAdminMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: siteAdminMessages.date })
  .refine(isRealDate, { error: siteAdminMessages.date })

/** An optional calendar day: empty (a cleared date field) or null means none. */
const optionalDate = z
  .union([z.literal(''), siteDateSchema, z.null()], { error: siteAdminMessages.date })
  .optional()
  .transform((value) => value || null)

/** A place in a list, lower first; absent on creation: after the others. */
const positionSchema = z
  .number({ error: siteAdminMessages.position })
  .int({ error: siteAdminMessages.position })
  .min(0, { error: siteAdminMessages.position })
  .max(9999, { error: siteAdminMessages.position })

/**
 * Where an ad leads: a path of this site (`/about-us/clients`, never `//host`, which browsers read
 * as another site) or an `https://` address. Nothing else: no `javascript:`, no plain http.
 */
export function isSiteLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

export const siteLinkSchema = text({ error: siteAdminMessages.link })
  .trim()
  .min(1, { error: siteAdminMessages.required })
  .max(500, { error: siteAdminMessages.tooLong })
  .refine(isSiteLink, { error: siteAdminMessages.link })

// Publications -----------------------------------------------------------------------------------

/** `POST`/`PUT /api/admin/site/publications[/:id]`: the English title is the one field required. */
export const publicationInputSchema = z.strictObject({
  title_en: requiredText(200),
  title_fr: optionalText(200),
  content_en: optionalText(20_000, true),
  content_fr: optionalText(20_000, true),
  date: siteDateSchema.describe('The publication date shown on the site, YYYY-MM-DD'),
})
export type PublicationInput = z.input<typeof publicationInputSchema>
export type PublicationFields = z.output<typeof publicationInputSchema>

/** A publication as its admin sees it: both languages, its state and its files. */
export const adminPublicationSchema = z.object({
  id: z.number().int(),
  title_en: z.string().nullable(),
  title_fr: z.string().nullable(),
  content_en: z.string().nullable(),
  content_fr: z.string().nullable(),
  date: z.string().nullable().describe('YYYY-MM-DD'),
  published: z.boolean(),
  file: siteFileSchema.nullable(),
  cover: siteFileSchema.nullable(),
  updated_at: z.string(),
})
export type AdminPublication = z.infer<typeof adminPublicationSchema>

export const adminPublicationDetailSchema = adminPublicationSchema.extend({
  history: z.array(adminActionEntrySchema),
})
export type AdminPublicationDetail = z.infer<typeof adminPublicationDetailSchema>

export const PUBLICATION_STATES = ['all', 'published', 'draft'] as const
export const adminPublicationsQuerySchema = z.object({
  query: searchTermSchema,
  state: z.enum(PUBLICATION_STATES).default('all'),
  page: pageQuerySchema,
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminPublicationsQuery = Partial<z.output<typeof adminPublicationsQuerySchema>>
export const adminPublicationPageSchema = pageOf(adminPublicationSchema)

/** `PUT /api/admin/site/publications/:id/published`: on the site or off it. */
export const publishRequestSchema = z.strictObject({ published: z.boolean() })

// Ads --------------------------------------------------------------------------------------------

/** `POST`/`PUT /api/admin/site/ads[/:id]`; the image is uploaded on its own, once the ad exists. */
export const adInputSchema = z
  .strictObject({
    title_en: requiredText(120),
    title_fr: optionalText(120),
    description_en: requiredText(500, true),
    description_fr: optionalText(500, true),
    link: siteLinkSchema,
    position: positionSchema.optional(),
    active: z.boolean(),
    active_from: optionalDate,
    active_until: optionalDate,
  })
  .refine((ad) => !ad.active_from || !ad.active_until || ad.active_until >= ad.active_from, {
    error: siteAdminMessages.untilBeforeFrom,
    path: ['active_until'],
  })
export type AdInput = z.input<typeof adInputSchema>
export type AdFields = z.output<typeof adInputSchema>

/** An ad as its admin sees it; `showing` says whether the public side column shows it today. */
export const adminAdSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string().nullable(),
  description_en: z.string(),
  description_fr: z.string().nullable(),
  link: z.string(),
  image: siteFileSchema.nullable(),
  position: z.number().int(),
  active: z.boolean(),
  active_from: z.string().nullable(),
  active_until: z.string().nullable(),
  showing: z.boolean(),
  updated_at: z.string(),
})
export type AdminAd = z.infer<typeof adminAdSchema>

export const adminAdDetailSchema = adminAdSchema.extend({ history: z.array(adminActionEntrySchema) })
export type AdminAdDetail = z.infer<typeof adminAdDetailSchema>

// References -------------------------------------------------------------------------------------

/** `POST`/`PUT /api/admin/site/references[/:id]`; the logo is uploaded on its own. */
export const referenceInputSchema = z.strictObject({
  client_name: requiredText(120),
  sector: sectorSchema.nullable().optional().default(null),
  quote_en: optionalText(1000, true),
  quote_fr: optionalText(1000, true),
  summary_en: optionalText(2000, true),
  summary_fr: optionalText(2000, true),
  position: positionSchema.optional(),
  visible: z.boolean(),
})
export type ReferenceInput = z.input<typeof referenceInputSchema>
export type ReferenceFields = z.output<typeof referenceInputSchema>

export const adminReferenceSchema = z.object({
  id: z.number().int(),
  client_name: z.string(),
  sector: sectorSchema.nullable(),
  quote_en: z.string().nullable(),
  quote_fr: z.string().nullable(),
  summary_en: z.string().nullable(),
  summary_fr: z.string().nullable(),
  position: z.number().int(),
  visible: z.boolean(),
  logo: siteFileSchema.nullable(),
  updated_at: z.string(),
})
export type AdminReference = z.infer<typeof adminReferenceSchema>

export const adminReferenceDetailSchema = adminReferenceSchema.extend({
  history: z.array(adminActionEntrySchema),
})
export type AdminReferenceDetail = z.infer<typeof adminReferenceDetailSchema>

/** `GET /api/references`: a visible reference in the reader's language, for the clients page. */
export const publicReferenceSchema = z.object({
  id: z.number().int(),
  client_name: z.string(),
  sector: sectorSchema.nullable(),
  logo_url: z.string().nullable(),
  quote: z.string().nullable(),
  summary: z.string().nullable(),
})
export type PublicReference = z.infer<typeof publicReferenceSchema>
