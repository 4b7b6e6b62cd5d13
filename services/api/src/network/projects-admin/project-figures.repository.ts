import {
  eurTimesQuantity,
  normalizeEur,
  sumEur,
  type ContractState,
  type ProjectFigures,
} from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { workingDays } from '../iqstem/commissions/contract-value.js'
import { projectProcess } from '../projects/project-process.js'
import { filteredProjects, type ProjectFilter } from './project-filter.js'
import { personOf } from './project-person.js'

const HOUR_MS = 3_600_000

/**
 * A contract counts as signed once both parties signed: `signed`, `active`, `completed`, and
 * `terminated` (only a signed or active contract can be terminated, and its fees were agreed).
 */
const SIGNED_STATES: ReadonlySet<ContractState> = new Set(['signed', 'active', 'completed', 'terminated'])

/** What a project's contracts add to its figures. */
interface ContractFigures {
  contracts: number
  contracts_signed: number
  contracts_completed: number
  contracted_base_fees: string[]
  day_rate_value: string[]
  success_fee_due: string[]
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value))

/**
 * Every project of a filter with its figures, newest created first: applications (how many, the
 * first one), contracts (drafted, signed, completed), the hours from its first publication to its
 * first applicant, and its fees. The first publication is the project's first `publish`
 * transition; a seeded board row, published without one, counts from its `published_at`.
 *
 * Fees, exact (the money module): the project's base fee and success fee as written; the base fees
 * of its signed contracts; their day rates times their working days (Monday to Friday, `starts_on`
 * to `ends_on`, as the IQStem commissions value a contract: `workingDays`); the success fees its
 * completed contracts pay (`success_fee_due`, null while none is known).
 */
export async function projectFigures(db: Kysely<Database>, filter: ProjectFilter): Promise<ProjectFigures[]> {
  const [rows, contracts] = await Promise.all([
    filteredProjects(db, filter)
      .leftJoin('users as u', 'u.id', 'p.owner_user_id')
      .select([
        'p.id',
        'p.title',
        'p.status',
        'p.sector',
        'p.domain',
        'p.created_at',
        'p.published_at',
        'p.base_fee',
        'p.success_fee',
        'p.owner_user_id as user_id',
        'u.first_name',
        'u.last_name',
        'u.user_type',
        'u.deleted_at',
        sql<Date | string | null>`(
          select min(t.at) from network_transitions t
          where t.process = ${projectProcess.name} and t.transition = 'publish' and t.entity_id = p.id::text
        )`.as('first_publish_at'),
        sql<number | string>`(select count(*) from network_applications a where a.project_id = p.id)`.as(
          'applications',
        ),
        sql<Date | string | null>`(
          select min(a.created_at) from network_applications a where a.project_id = p.id
        )`.as('first_application_at'),
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .execute(),
    db
      .selectFrom('network_contracts as c')
      .select([
        'c.project_id',
        'c.state',
        'c.day_rate',
        'c.base_fee',
        'c.success_fee_due',
        // As text: a `date` read as a JS Date by the pg driver lands on local midnight, a day off in UTC-.
        sql<string>`c.starts_on::text`.as('starts_on'),
        sql<string>`c.ends_on::text`.as('ends_on'),
      ])
      .where('c.project_id', 'in', filteredProjects(db, filter).select('p.id'))
      .execute(),
  ])

  const byProject = new Map<number, ContractFigures>()
  for (const contract of contracts) {
    const id = Number(contract.project_id)
    let figures = byProject.get(id)
    if (!figures) {
      figures = {
        contracts: 0,
        contracts_signed: 0,
        contracts_completed: 0,
        contracted_base_fees: [],
        day_rate_value: [],
        success_fee_due: [],
      }
      byProject.set(id, figures)
    }
    figures.contracts++
    if (!SIGNED_STATES.has(contract.state)) continue
    figures.contracts_signed++
    if (contract.base_fee !== null) figures.contracted_base_fees.push(contract.base_fee)
    figures.day_rate_value.push(
      eurTimesQuantity(contract.day_rate, workingDays(contract.starts_on, contract.ends_on)),
    )
    if (contract.state === 'completed') {
      figures.contracts_completed++
      if (contract.success_fee_due !== null) figures.success_fee_due.push(contract.success_fee_due)
    }
  }

  return rows.map((row) => {
    const firstPublished = toDate(row.first_publish_at) ?? row.published_at
    const firstApplication = toDate(row.first_application_at)
    const contractFigures = byProject.get(Number(row.id))
    return {
      id: Number(row.id),
      title: row.title,
      status: row.status,
      sector: row.sector,
      domain: row.domain,
      owner: personOf(row),
      created_at: row.created_at.toISOString(),
      first_published_at: firstPublished?.toISOString() ?? null,
      applications: Number(row.applications),
      first_application_at: firstApplication?.toISOString() ?? null,
      hours_to_first_applicant:
        firstPublished && firstApplication
          ? Math.max(0, Math.floor((firstApplication.getTime() - firstPublished.getTime()) / HOUR_MS))
          : null,
      contracts: contractFigures?.contracts ?? 0,
      contracts_signed: contractFigures?.contracts_signed ?? 0,
      contracts_completed: contractFigures?.contracts_completed ?? 0,
      base_fee: row.base_fee === null ? null : normalizeEur(row.base_fee),
      success_fee: row.success_fee === null ? null : normalizeEur(row.success_fee),
      contracted_base_fees: sumEur(contractFigures?.contracted_base_fees ?? []),
      day_rate_value: sumEur(contractFigures?.day_rate_value ?? []),
      success_fee_due:
        contractFigures && contractFigures.success_fee_due.length > 0
          ? sumEur(contractFigures.success_fee_due)
          : null,
    }
  })
}
