import { z } from 'zod'
import {
  idParamSchema,
  pageOf,
  pageQuerySchema,
  practiceSchema,
  searchTermSchema,
  sectorSchema,
  senioritySchema,
} from './public-taxonomy.js'
import { text } from './text.js'

/**
 * A project of the public job board (spec §3): a published project of the network (issue 16).
 * Every descriptive field may be missing on the seeded rows: the web shows the spec's placeholder
 * ('Contact non renseigné'...).
 */
export const projectSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  sector: sectorSchema.nullable(),
  domain: practiceSchema.nullable().describe('The practice the project belongs to'),
  city: z.string().nullable(),
  remote: z.boolean(),
  duration_days: z.number().int().nullable(),
  experience: senioritySchema.nullable(),
  description: z.string().nullable(),
  bonus_percent: z.number().int().nullable().describe('Success fee bonus when the KPIs are met, in %'),
  malus_percent: z.number().int().nullable().describe('Success fee malus when they are missed, in %'),
  base_fee: z.string().nullable().describe('The base fee in EUR, two decimals'),
  success_fee: z.string().nullable().describe('The success fee in EUR, two decimals'),
  kpis: z
    .array(z.object({ name: z.string(), target: z.string() }))
    .describe('The KPIs the success fee is tied to'),
  contact: z.string().nullable(),
  published_at: z.string().describe('ISO-8601 UTC'),
})
export type Project = z.infer<typeof projectSchema>

/** `GET /api/projects`: the job board's search box and filters; all optional. */
export const projectsQuerySchema = z.object({
  query: searchTermSchema.describe(
    'Full-text search (web-search syntax: words, "a phrase", -excluded, or): the title ranks first, ' +
      'then sector, practice, city and contact, then the description',
  ),
  sector: sectorSchema.optional(),
  domain: practiceSchema.optional(),
  city: text().trim().min(1).max(100).optional(),
  experience: senioritySchema.optional(),
  title: text().trim().min(1).max(200).optional().describe('Part of the title'),
  contact: text().trim().min(1).max(200).optional(),
  page: pageQuerySchema,
  page_size: z.coerce.number().int().min(1).max(50).default(10),
})
/** What a client may send: every field optional, page numbers as numbers. */
export type ProjectsQuery = Partial<z.output<typeof projectsQuerySchema>>

export const projectPageSchema = pageOf(projectSchema)

export const projectIdParamsSchema = z.object({ id: idParamSchema })

/** `GET /api/projects/filters`: the values the filters can take, from the projects that exist. */
export const projectFiltersSchema = z.object({
  sectors: z.array(sectorSchema),
  domains: z.array(practiceSchema),
  cities: z.array(z.string()),
  experiences: z.array(senioritySchema),
  contacts: z.array(z.string()),
})
export type ProjectFilters = z.infer<typeof projectFiltersSchema>
