import { z } from 'zod'
import { leaderSchema } from './leaders.js'
import { projectSchema } from './projects.js'
import { contentLanguageSchema } from './public-taxonomy.js'
import { publicationSchema } from './publications.js'
import { text } from './text.js'

/** `GET /api/search?query=`: the header's search box; an empty query finds nothing. */
export const searchQuerySchema = z.object({
  query: text().trim().max(200, 'the search text must be at most 200 characters').default(''),
  lang: contentLanguageSchema.optional().describe("The reader's language; else Accept-Language"),
})

function hits<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() })
}

/** The first hits of each kind with how many there are in all. */
export const searchResultSchema = z.object({
  query: z.string(),
  projects: hits(projectSchema),
  publications: hits(publicationSchema),
  leaders: hits(leaderSchema),
})
export type SearchResult = z.infer<typeof searchResultSchema>
