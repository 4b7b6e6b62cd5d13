import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely'
import type { Practice, ProjectKpi, ProjectStatus, Sector, Seniority } from '@iqs/protocol'

/**
 * `projects` (migrations 0200, 0810): the network's projects. Clients and executive partners own
 * theirs (`owner_user_id`); the seeded board rows have no owner. Descriptive fields may be missing
 * on the seeded rows (spec §8 placeholders) and on drafts. Only published rows are on the board.
 */
export interface ProjectsTable {
  id: Generated<number>
  owner_user_id: number | null
  status: Generated<ProjectStatus>
  title: string | null
  sector: Sector | null
  /** One of the seven practices. */
  domain: Practice | null
  city: string | null
  remote: Generated<boolean>
  duration_days: number | null
  experience: Seniority | null
  description: string | null
  /** EUR, numeric(14, 2): read back as a string with two decimals. */
  base_fee: string | null
  success_fee: string | null
  bonus_percent: number | null
  malus_percent: number | null
  /** `ProjectKpi[]`, written as JSON text, read back parsed. */
  kpis: ColumnType<ProjectKpi[], string | undefined, string>
  contact: string | null
  /** When it last went on the board; null for a draft (the seeded rows default to their insert). */
  published_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  created_at: Generated<Date>
  updated_at: Generated<Date>
  /** The full-text vector, kept by the database (a generated column): for `@@` only. */
  search: GeneratedAlways<string>
}

export type ProjectRow = Omit<Selectable<ProjectsTable>, 'search'>
export type NewProjectRow = Insertable<ProjectsTable>

/** Every column but the search vector, which no answer needs. */
export const PROJECT_COLUMNS = [
  'id',
  'owner_user_id',
  'status',
  'title',
  'sector',
  'domain',
  'city',
  'remote',
  'duration_days',
  'experience',
  'description',
  'base_fee',
  'success_fee',
  'bonus_percent',
  'malus_percent',
  'kpis',
  'contact',
  'published_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProjectRow)[]
