import type { ProjectFigures, ProjectSheet } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { adminActionsOn } from '../../platform/admin-journal/admin-journal.js'
import { appError } from '../../platform/errors.js'
import { toApplicationSummary } from '../applications/application-dto.js'
import { listProjectApplications } from '../applications/applications.repository.js'
import { listProjectContracts } from '../contracts/contracts.repository.js'
import { contractAnswer } from '../contracts/read-contract.js'
import { toMyProjectSummary } from '../projects/my-project-dto.js'
import { PROJECT_COLUMNS } from '../projects/projects.table.js'
import { toReview } from '../reviews/review-dto.js'
import { reviewViews, type ReviewView } from '../reviews/reviews.repository.js'
import { projectFigures } from './project-figures.repository.js'
import { personOf } from './project-person.js'
import { sheetHistory } from './sheet-history.js'

/** The record type of a project in the admins' journal (`admin_actions.record_type`). */
export const PROJECT_RECORD = 'project'

/**
 * How the success fee stands: `known` once a completed contract pays one, `none` when neither the
 * project nor any contract of it has a success fee, `pending` otherwise (no completed contract yet).
 */
function successOutcome(
  figures: ProjectFigures,
  contracts: ProjectSheet['contracts'],
): ProjectSheet['success_fee']['outcome'] {
  if (figures.success_fee_due !== null) return 'known'
  const agreed = figures.success_fee !== null || contracts.some((contract) => contract.success_fee !== null)
  return agreed ? 'pending' : 'none'
}

/**
 * One project's whole sheet for the admins (/admin-projects/project-sheet/:projectId): its fields and
 * owner (with the e-mail, as the member admin pages show it), its figures as the report's table has
 * them, its applicants, its contracts as an admin reads them (terms, KPIs, results, history), the
 * success fee's outcome, the reviews of its contracts (hidden ones too, with their state), everything
 * recorded on it and its records, and the admins' actions on it. 404 PROJECT_NOT_FOUND for an unknown id.
 */
export async function readProjectSheet(db: Kysely<Database>, projectId: number): Promise<ProjectSheet> {
  const row = await db
    .selectFrom('projects')
    .select(PROJECT_COLUMNS)
    .where('id', '=', projectId)
    .executeTakeFirst()
  if (!row) throw appError('PROJECT_NOT_FOUND', `No project ${projectId}`)
  const [owner, [figures], applications, contractViews, reviews, history, adminActions] = await Promise.all([
    row.owner_user_id === null
      ? undefined
      : db
          .selectFrom('users')
          .select(['id as user_id', 'email', 'first_name', 'last_name', 'user_type', 'deleted_at'])
          .where('id', '=', row.owner_user_id)
          .executeTakeFirst(),
    projectFigures(db, { projectId }),
    listProjectApplications(db, projectId),
    listProjectContracts(db, projectId),
    reviewViews(db).where('c.project_id', '=', projectId).execute() as Promise<ReviewView[]>,
    sheetHistory(db, projectId),
    adminActionsOn(db, PROJECT_RECORD, projectId),
  ])
  const contracts = await Promise.all(contractViews.map((view) => contractAnswer(db, view, 'admin')))
  const person = owner ? personOf(owner) : null
  return {
    project: toMyProjectSummary(row),
    owner: person && owner ? { ...person, email: owner.deleted_at ? null : owner.email } : null,
    figures: figures!,
    applications: applications.map(toApplicationSummary),
    contracts,
    success_fee: {
      outcome: successOutcome(figures!, contracts),
      contracts_completed: figures!.contracts_completed,
      due: figures!.success_fee_due,
    },
    reviews: reviews.map(toReview),
    history,
    admin_actions: adminActions,
  }
}
