import type { Project } from '@iqs/protocol'
import type { ProjectRow } from './projects.table.js'

/** A project row as the api answers it. */
export function toProjectDto(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    sector: row.sector,
    domain: row.domain,
    city: row.city,
    remote: row.remote,
    duration_days: row.duration_days,
    experience: row.experience,
    description: row.description,
    bonus_percent: row.bonus_percent,
    malus_percent: row.malus_percent,
    contact: row.contact,
    published_at: row.published_at.toISOString(),
  }
}
