import type { Project } from '@iqs/protocol'
import { projectFieldsOf, type BoardProjectRow } from '../../network/ports/public-projects.js'

/** A project of the board as the api answers it. */
export function toProjectDto(row: BoardProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    ...projectFieldsOf(row),
    // Every row on the board has been published; the epoch only satisfies the type.
    published_at: (row.published_at ?? new Date(0)).toISOString(),
  }
}
