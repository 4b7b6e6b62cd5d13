import type { ApplicationState, Job } from '@iqs/protocol'
import { projectFieldsOf } from '../projects/project-fields.js'
import type { JobRow } from './jobs.repository.js'

/** A job as the consultant sees it, with my latest application to it, if any. */
export function toJob(row: JobRow, myApplication: { id: string; state: ApplicationState } | undefined): Job {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    ...projectFieldsOf(row),
    // Every project a consultant sees has been published; the epoch only satisfies the type.
    published_at: (row.published_at ?? new Date(0)).toISOString(),
    match: { sector: row.match_sector, domain: row.match_domain, experience: row.match_experience },
    my_application: myApplication ?? null,
  }
}
