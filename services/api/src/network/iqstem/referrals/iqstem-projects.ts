import type { IqstemProjects } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { listBoardProjects } from '../../projects/board-projects.repository.js'
import { ON_CONTRACT_STATES } from './read-referrals.js'

type IqstemProject = IqstemProjects['mine'][number]

/** The open projects shown: the board's newest. */
export const OPEN_PROJECTS_SHOWN = 50

/** A project row as the page needs it. */
interface ProjectFields {
  id: number
  title: string | null
  status: string
  sector: string | null
  city: string | null
  remote: boolean
  published_at: Date | null
}

/**
 * /my-iqstem/all-projects. `mine`: the projects the member's leads were converted into, and those
 * their sponsored consultants hold a contract on (signed or later: the same contracts that earn the
 * referral commission), newest first, each once with why (`via`: the lead, the consultants' names).
 * A converted lead's project may be a draft still: it is the member's business to follow. `open`:
 * the board's newest published projects, read through the board's own query.
 */
export async function listIqstemProjects(db: Kysely<Database>, memberId: number): Promise<IqstemProjects> {
  const [fromLeads, fromReferrals, board] = await Promise.all([
    db
      .selectFrom('iqstem_leads as l')
      .innerJoin('projects as p', 'p.id', 'l.project_id')
      .select([
        'p.id',
        'p.title',
        'p.status',
        'p.sector',
        'p.city',
        'p.remote',
        'p.published_at',
        'p.created_at',
      ])
      .select('l.id as lead_id')
      .where('l.member_user_id', '=', memberId)
      .execute(),
    db
      .selectFrom('iqstem_referrals as r')
      .innerJoin('network_contracts as c', 'c.consultant_user_id', 'r.consultant_user_id')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select([
        'p.id',
        'p.title',
        'p.status',
        'p.sector',
        'p.city',
        'p.remote',
        'p.published_at',
        'p.created_at',
      ])
      .select(['r.first_name', 'r.last_name'])
      .where('r.sponsor_user_id', '=', memberId)
      .where('c.state', 'in', ON_CONTRACT_STATES)
      .orderBy('r.id')
      .execute(),
    listBoardProjects(db, { page: 1, pageSize: OPEN_PROJECTS_SHOWN }),
  ])

  const mine = new Map<
    number,
    { row: ProjectFields & { created_at: Date }; leadId: number | null; names: string[] }
  >()
  const entryOf = (row: ProjectFields & { created_at: Date }) => {
    const entry = mine.get(row.id) ?? { row, leadId: null, names: [] }
    mine.set(row.id, entry)
    return entry
  }
  for (const row of fromLeads) entryOf(row).leadId ??= row.lead_id
  for (const row of fromReferrals) {
    const entry = entryOf(row)
    const name = `${row.first_name} ${row.last_name}`.trim()
    if (name && !entry.names.includes(name)) entry.names.push(name)
  }

  return {
    mine: [...mine.values()]
      .sort((a, b) => b.row.created_at.getTime() - a.row.created_at.getTime() || b.row.id - a.row.id)
      .map(({ row, leadId, names }) =>
        toProject(row, { lead_id: leadId, referral_name: names.length ? names.join(', ') : null }),
      ),
    open: board.items.map((row) => toProject(row, null)),
  }
}

function toProject(row: ProjectFields, via: IqstemProject['via']): IqstemProject {
  return {
    id: row.id,
    title: row.title ?? '',
    status: row.status,
    sector: row.sector,
    city: row.city,
    remote: row.remote,
    published_at: row.published_at?.toISOString() ?? null,
    via,
  }
}
