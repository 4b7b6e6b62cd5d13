import { z } from 'zod'
import { text } from './text.js'

/**
 * The codes that classify public content. The api stores and filters by
 * these codes; the web translates each one (`common:sectors.banking`), so a
 * label can change or gain a language without touching any row.
 */
export const SECTORS = [
  'banking',
  'insurance',
  'energy',
  'industry',
  'retail',
  'healthcare',
  'public-sector',
  'telecoms',
  'transport',
] as const
export const sectorSchema = z.enum(SECTORS)
export type Sector = z.infer<typeof sectorSchema>

/** The seven practices of spec §1; a project's "domain" is one of them. */
export const PRACTICES = [
  'strategy',
  'digital-transformation',
  'data-ai',
  'cybersecurity',
  'cloud-infrastructure',
  'finance-risk',
  'operations-supply-chain',
] as const
export const practiceSchema = z.enum(PRACTICES)
export type Practice = z.infer<typeof practiceSchema>

/** The executive functions leaders are grouped by on /our-leaders/function. */
export const BUSINESS_FUNCTIONS = [
  'general-management',
  'finance',
  'technology',
  'operations',
  'marketing-sales',
  'human-resources',
  'risk-compliance',
] as const
export const businessFunctionSchema = z.enum(BUSINESS_FUNCTIONS)
export type BusinessFunction = z.infer<typeof businessFunctionSchema>

/** Seniority levels of spec §3, as written there. */
export const SENIORITY_LEVELS = ['Junior', 'Middle', 'Senior', 'Lead'] as const
export const senioritySchema = z.enum(SENIORITY_LEVELS)
export type Seniority = z.infer<typeof senioritySchema>

/** When an executive partner can start a new engagement. */
export const AVAILABILITIES = ['immediate', 'one-month', 'three-months', 'unavailable'] as const
export const availabilitySchema = z.enum(AVAILABILITIES)
export type Availability = z.infer<typeof availabilitySchema>

/** The two interface languages (spec §1). */
export const contentLanguageSchema = z.enum(['en', 'fr'])
export type ContentLanguage = z.infer<typeof contentLanguageSchema>

/** A 1-based page number in a query string; absent means the first page. */
export const pageQuerySchema = z.coerce
  .number()
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(10_000, 'page must be at most 10000')
  .default(1)

/** A free-text search term: trimmed; the search box has no bound, the api stops at 200 characters. */
export const searchTermSchema = text()
  .trim()
  .max(200, 'the search text must be at most 200 characters')
  .optional()
  .transform((value) => (value ? value : undefined))

/** One page of a list with what a pager needs. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
}
export interface Page<T> {
  items: T[]
  total: number
  page: number
  page_size: number
  page_count: number
}

/** A positive whole id in a path, e.g. `/api/projects/12`. */
export const idParamSchema = z.coerce
  .number()
  .int('the id must be a whole number')
  .positive('the id must be positive')
  .max(Number.MAX_SAFE_INTEGER)
