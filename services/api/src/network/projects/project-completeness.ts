import type { ProjectPublishField } from '@iqs/protocol'
import type { ProjectRow } from './projects.table.js'

type Publishable = Pick<
  ProjectRow,
  | 'title'
  | 'sector'
  | 'domain'
  | 'city'
  | 'remote'
  | 'duration_days'
  | 'experience'
  | 'description'
  | 'base_fee'
  | 'success_fee'
  | 'bonus_percent'
  | 'malus_percent'
  | 'kpis'
  | 'contact'
>

/**
 * What a project lacks to be on the board, in the form's order: the board's fields (a city, or
 * remote), the base fee, and, when it has a success fee, the KPIs it is tied to and its bonus and
 * malus bounds. Empty: it may be published.
 */
export function missingToPublish(project: Publishable): ProjectPublishField[] {
  const missing: ProjectPublishField[] = []
  const need = (field: ProjectPublishField, present: boolean) => {
    if (!present) missing.push(field)
  }
  need('title', Boolean(project.title))
  need('sector', project.sector !== null)
  need('domain', project.domain !== null)
  need('city_or_remote', Boolean(project.city) || project.remote)
  need('duration_days', project.duration_days !== null)
  need('experience', project.experience !== null)
  need('description', Boolean(project.description))
  need('base_fee', project.base_fee !== null)
  if (project.success_fee !== null) {
    need('kpis', project.kpis.length > 0)
    need('bonus_percent', project.bonus_percent !== null)
    need('malus_percent', project.malus_percent !== null)
  }
  need('contact', Boolean(project.contact))
  return missing
}
