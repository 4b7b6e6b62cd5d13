import { z } from 'zod'
import { idParamSchema, pageOf, pageQuerySchema, searchTermSchema } from './public-taxonomy.js'

/** The downloadable file of a publication; `url` is where the browser fetches it. */
export const publicationFileSchema = z.object({
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
})

/** A publication (spec §3: title, content, date, downloadable file); any field may be missing. */
export const publicationSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  published_at: z.string().nullable().describe('ISO-8601 UTC'),
  file: publicationFileSchema.nullable(),
})
export type Publication = z.infer<typeof publicationSchema>

export const publicationsQuerySchema = z.object({
  query: searchTermSchema,
  page: pageQuerySchema,
  page_size: z.coerce.number().int().min(1).max(50).default(9),
})
export type PublicationsQuery = Partial<z.output<typeof publicationsQuerySchema>>

export const publicationPageSchema = pageOf(publicationSchema)
export const publicationIdParamsSchema = z.object({ id: idParamSchema })
