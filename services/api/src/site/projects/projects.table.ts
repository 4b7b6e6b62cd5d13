import type { Generated, Insertable, Selectable } from 'kysely'
import type { Practice, Sector, Seniority } from '@iqs/protocol'

/** A project of the public job board; descriptive fields may be missing (spec §8 placeholders). */
export interface ProjectsTable {
  id: Generated<number>
  title: string | null
  sector: Sector | null
  /** One of the seven practices. */
  domain: Practice | null
  city: string | null
  remote: Generated<boolean>
  duration_days: number | null
  experience: Seniority | null
  description: string | null
  bonus_percent: number | null
  malus_percent: number | null
  contact: string | null
  published_at: Generated<Date>
  created_at: Generated<Date>
}

export type ProjectRow = Selectable<ProjectsTable>
export type NewProjectRow = Insertable<ProjectsTable>
