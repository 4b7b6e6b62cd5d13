import { z } from 'zod'
import { text } from './text.js'

/** The news attachment rules (spec §5): the limit and formats the server enforces. */
export const NEWS_FILE_MAX_BYTES = 10 * 1024 * 1024
export const NEWS_FILE_FORMATS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'] as const

export const newsSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  file: z
    .object({ name: z.string(), mediaType: z.string(), size: z.number().int(), url: z.string() })
    .nullable(),
  publishedAt: z.string(),
})
export type News = z.infer<typeof newsSchema>

/** The text fields of `POST /api/admin/iqs/news` (multipart, with an optional `file`). */
export const newsFieldsSchema = z.object({
  title: text().trim().min(1, 'Title is required').max(200),
  body: text({ multiline: true }).trim().min(1, 'Body is required').max(20_000),
})
