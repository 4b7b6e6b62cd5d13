import {
  sumEur,
  type ProjectFigures,
  type ProjectPerson,
  type ProjectsReport,
  type ProjectsSummary,
  type Sector,
} from '@iqs/protocol'

/** The median of sorted whole hours (the mean of the two middle ones, rounded to the hour), or null. */
function medianOf(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

/**
 * The projects in sum: counts added, amounts summed exactly; the mean (rounded to the hour) and
 * the median of the hours to a first applicant, over the projects that had one.
 */
export function summaryOf(rows: readonly ProjectFigures[]): ProjectsSummary {
  const hours = rows
    .map((row) => row.hours_to_first_applicant)
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b)
  const count = (figure: 'applications' | 'contracts' | 'contracts_signed' | 'contracts_completed') =>
    rows.reduce((sum, row) => sum + row[figure], 0)
  const amounts = (pick: (row: ProjectFigures) => string | null) =>
    sumEur(rows.map(pick).filter((value): value is string => value !== null))
  return {
    projects: rows.length,
    applications: count('applications'),
    projects_with_applicant: rows.filter((row) => row.applications > 0).length,
    mean_hours_to_first_applicant:
      hours.length === 0 ? null : Math.round(hours.reduce((sum, value) => sum + value, 0) / hours.length),
    median_hours_to_first_applicant: medianOf(hours),
    contracts: count('contracts'),
    contracts_signed: count('contracts_signed'),
    contracts_completed: count('contracts_completed'),
    base_fees: amounts((row) => row.base_fee),
    success_fees: amounts((row) => row.success_fee),
    contracted_base_fees: amounts((row) => row.contracted_base_fees),
    day_rate_value: amounts((row) => row.day_rate_value),
    success_fees_due: amounts((row) => row.success_fee_due),
  }
}

/** A group's figures: its projects, their applications and signed contracts, their contracted base fees. */
function groupFigures(rows: readonly ProjectFigures[]) {
  return {
    projects: rows.length,
    applications: rows.reduce((sum, row) => sum + row.applications, 0),
    contracts_signed: rows.reduce((sum, row) => sum + row.contracts_signed, 0),
    contracted_base_fees: sumEur(rows.map((row) => row.contracted_base_fees)),
  }
}

/** Rows grouped by a key, in the order each key first appears. */
function groupBy<K>(
  rows: readonly ProjectFigures[],
  key: (row: ProjectFigures) => K,
): Map<K, ProjectFigures[]> {
  const groups = new Map<K, ProjectFigures[]>()
  for (const row of rows) {
    const k = key(row)
    const group = groups.get(k)
    if (group) group.push(row)
    else groups.set(k, [row])
  }
  return groups
}

/**
 * The breakdowns of the report: how many projects are in each state (every state named), and per
 * sector and per owner their figures, the biggest group first (ties: by sector code, by owner's
 * name); projects without a sector or an owner make a group of their own, last.
 */
export function breakdownsOf(
  rows: readonly ProjectFigures[],
): Pick<ProjectsReport, 'by_status' | 'by_sector' | 'by_owner'> {
  const byStatus = { draft: 0, published: 0, closed: 0 }
  for (const row of rows) byStatus[row.status]++

  const bySector = [...groupBy(rows, (row) => row.sector)]
    .map(([sector, group]) => ({ sector, ...groupFigures(group) }))
    .sort(
      (a, b) =>
        Number(a.sector === null) - Number(b.sector === null) ||
        b.projects - a.projects ||
        (a.sector ?? '').localeCompare(b.sector ?? ''),
    ) as Array<{ sector: Sector | null } & ReturnType<typeof groupFigures>>

  const owners = new Map<number | null, ProjectPerson | null>()
  for (const row of rows) owners.set(row.owner?.user_id ?? null, row.owner)
  const byOwner = [...groupBy(rows, (row) => row.owner?.user_id ?? null)]
    .map(([id, group]) => ({ owner: owners.get(id) ?? null, ...groupFigures(group) }))
    .sort(
      (a, b) =>
        Number(a.owner === null) - Number(b.owner === null) ||
        b.projects - a.projects ||
        (a.owner?.name ?? '').localeCompare(b.owner?.name ?? '') ||
        (a.owner?.user_id ?? 0) - (b.owner?.user_id ?? 0),
    )
  return { by_status: byStatus, by_sector: bySector, by_owner: byOwner }
}
