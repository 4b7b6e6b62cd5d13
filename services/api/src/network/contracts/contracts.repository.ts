import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { NetworkContractRow } from './network-contracts.table.js'

/** A contract with what its answers show: the project's title and both parties' names and roles. */
export type ContractView = Omit<NetworkContractRow, 'starts_on' | 'ends_on'> & {
  starts_on: string
  ends_on: string
  project_title: string | null
  consultant_first_name: string
  consultant_last_name: string
  consultant_role: string
  consultant_deleted_at: Date | null
  owner_first_name: string
  owner_last_name: string
  owner_role: string
  owner_deleted_at: Date | null
}

const views = (db: Kysely<Database>) =>
  db
    .selectFrom('network_contracts as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('users as cu', 'cu.id', 'c.consultant_user_id')
    .innerJoin('users as ou', 'ou.id', 'c.owner_user_id')
    .selectAll('c')
    // As text: a `date` read as a JS Date by the pg driver lands on local midnight, a day off in UTC-.
    .select([sql<string>`c.starts_on::text`.as('starts_on'), sql<string>`c.ends_on::text`.as('ends_on')])
    .select([
      'p.title as project_title',
      'cu.first_name as consultant_first_name',
      'cu.last_name as consultant_last_name',
      'cu.user_type as consultant_role',
      'cu.deleted_at as consultant_deleted_at',
      'ou.first_name as owner_first_name',
      'ou.last_name as owner_last_name',
      'ou.user_type as owner_role',
      'ou.deleted_at as owner_deleted_at',
    ])

/** One contract, or undefined. */
export function findContractView(db: Kysely<Database>, id: string): Promise<ContractView | undefined> {
  return views(db).where('c.id', '=', id).executeTakeFirst() as Promise<ContractView | undefined>
}

/** A member's contracts, as consultant or owner, newest first. */
export function listMemberContracts(db: Kysely<Database>, userId: number): Promise<ContractView[]> {
  return views(db)
    .where((eb) => eb.or([eb('c.consultant_user_id', '=', userId), eb('c.owner_user_id', '=', userId)]))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute() as Promise<ContractView[]>
}

/** A project's contracts, newest first. */
export function listProjectContracts(db: Kysely<Database>, projectId: number): Promise<ContractView[]> {
  return views(db)
    .where('c.project_id', '=', projectId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute() as Promise<ContractView[]>
}
