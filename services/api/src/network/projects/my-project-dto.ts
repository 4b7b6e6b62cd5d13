import type { MyProject, MyProjectSummary, ProjectHistoryEntry } from '@iqs/protocol'
import type { NetworkTransitionRow } from '../workflow/network-transitions.table.js'
import { projectFieldsOf } from './project-fields.js'
import type { ProjectRow } from './projects.table.js'

/** A project as its owner sees it in the list. */
export function toMyProjectSummary(row: ProjectRow): MyProjectSummary {
  return {
    id: row.id,
    status: row.status,
    title: row.title ?? '',
    ...projectFieldsOf(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
  }
}

/** The project with its recorded transitions, oldest first. */
export function toMyProject(row: ProjectRow, history: NetworkTransitionRow[]): MyProject {
  return { ...toMyProjectSummary(row), history: history.map(toHistoryEntry) }
}

function toHistoryEntry(row: NetworkTransitionRow): ProjectHistoryEntry {
  return {
    transition: row.transition,
    from_state: row.from_state,
    to_state: row.to_state,
    by_owner: row.actor_user_id !== null,
    message: row.message,
    at: row.at.toISOString(),
  }
}
