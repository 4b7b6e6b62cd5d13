import type { ProjectPerson, ProjectStatus, ProjectsReport, ProjectsReportMonth, Sector } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { ReportPeriod } from '../reports/report-period.js'
import { monthFigures } from '../reports/reports.repository.js'
import { projectFigures } from './project-figures.repository.js'
import { personOf } from './project-person.js'
import { breakdownsOf, summaryOf } from './projects-summary.js'

/** The report's filters besides the period. */
export interface ReportFilters {
  status?: ProjectStatus | undefined
  sector?: Sector | undefined
  ownerId?: number | undefined
}

/** The month of an instant, UTC, as the month figures count them. */
const monthOf = (iso: string) => iso.slice(0, 7)

/**
 * The projects admin's report (/admin-projects/reports), everything but the table's page:
 * - the months: the partner's report's figures (`monthFigures`, ../reports) for the projects of
 *   the filters, each counted in the month it happened, and the projects created that month;
 * - the projects created in the period that match the filters, with their figures: in sum, by
 *   state, sector and owner, and every one of them (the table, the workbook);
 * - every project owner, for the filter's choices.
 */
export async function projectsReport(
  db: Kysely<Database>,
  filters: ReportFilters,
  period: ReportPeriod,
): Promise<Omit<ProjectsReport, 'projects'> & { rows: ProjectsReport['projects']['items'] }> {
  const [figures, rows, owners] = await Promise.all([
    monthFigures(db, filters, period),
    projectFigures(db, { ...filters, createdFrom: period.start, createdBefore: period.end }),
    projectOwners(db),
  ])
  const created = new Map<string, number>()
  for (const row of rows)
    created.set(monthOf(row.created_at), (created.get(monthOf(row.created_at)) ?? 0) + 1)
  const months: ProjectsReportMonth[] = figures.months.map((month) => ({
    ...month,
    projects_created: created.get(month.month) ?? 0,
  }))
  return {
    from: period.from,
    to: period.to,
    months,
    totals: { ...figures.totals, projects_created: rows.length },
    summary: summaryOf(rows),
    ...breakdownsOf(rows),
    owners,
    rows,
  }
}

/** Every account that owns a project now, by name. */
async function projectOwners(db: Kysely<Database>): Promise<ProjectPerson[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id as user_id', 'u.first_name', 'u.last_name', 'u.user_type', 'u.deleted_at'])
    .where((eb) =>
      eb.exists(eb.selectFrom('projects as p').select('p.id').whereRef('p.owner_user_id', '=', 'u.id')),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute()
  return rows.map((row) => personOf(row)).filter((person): person is ProjectPerson => person !== null)
}
