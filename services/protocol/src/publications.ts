import { z } from 'zod'
import {
  contentLanguageSchema,
  idParamSchema,
  pageOf,
  pageQuerySchema,
  searchTermSchema,
} from './public-taxonomy.js'

/** The downloadable file of a publication; `url` is where the browser fetches it. */
export const publicationFileSchema = z.object({
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
})

/**
 * A publication (spec §3: title, content, date, downloadable file); any field may be missing. Title
 * and content are in the reader's language (`lang`): French where it was written, else English.
 * `cover_url` (issue 18) is its cover image, when it has one.
 */
export const publicationSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  published_at: z.string().nullable().describe('ISO-8601 UTC'),
  file: publicationFileSchema.nullable(),
  cover_url: z.string().nullable(),
})
export type Publication = z.infer<typeof publicationSchema>

export const publicationsQuerySchema = z.object({
  query: searchTermSchema,
  page: pageQuerySchema,
  page_size: z.coerce.number().int().min(1).max(50).default(9),
  lang: contentLanguageSchema.optional().describe("The reader's language; else Accept-Language"),
})
export type PublicationsQuery = Partial<z.output<typeof publicationsQuerySchema>>

export const publicationPageSchema = pageOf(publicationSchema)
export const publicationIdParamsSchema = z.object({ id: idParamSchema })
/** `GET /api/publications/:id?lang=fr`. */
export const publicationQuerySchema = z.object({
  lang: contentLanguageSchema.optional().describe("The reader's language; else Accept-Language"),
})
