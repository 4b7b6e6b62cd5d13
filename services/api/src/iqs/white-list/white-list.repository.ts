import {
  whiteListStatuses,
  type WhiteListCounts,
  type WhiteListEntry,
  type WhiteListProfile,
  type WhiteListStatus,
} from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import type { Database } from '../../platform/db/database.js'
import { findShareOwner, listKycFiles } from '../share-owners/share-owners.repository.js'

export interface WhiteListFilter {
  status?: WhiteListStatus | undefined
  type?: 'COMPANY' | 'INDIVIDUAL' | undefined
  query?: string | undefined
  page: number
  pageSize: number
}

function base(db: Kysely<Database>, filter: Omit<WhiteListFilter, 'page' | 'pageSize'>) {
  // Personal fields: share_owner_personal_data (KYC saved sealed), else the row (logged in clear before).
  let query = db
    .selectFrom('share_owners as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('share_owner_personal_data as p', 'p.user_id', 's.user_id')
  if (filter.status) query = query.where('s.status', '=', filter.status)
  if (filter.type) query = query.where('s.is_company', '=', filter.type === 'COMPANY')
  if (filter.query) {
    const pattern = containsPattern(filter.query)
    query = query.where((eb) =>
      eb.or([
        eb('u.first_name', 'ilike', pattern),
        eb('u.last_name', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb(eb.fn.coalesce('p.business_name', 's.business_name'), 'ilike', pattern),
      ]),
    )
  }
  return query
}

/** The white list, newest application first, with its total for paging. */
export async function listWhiteList(
  db: Kysely<Database>,
  filter: WhiteListFilter,
): Promise<{ items: WhiteListEntry[]; total: number }> {
  const { total } = await base(db, filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow()
  const rows = await base(db, filter)
    .select([
      's.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.user_type',
      sql<string | null>`coalesce(p.business_name, s.business_name)`.as('business_name'),
      sql<string | null>`coalesce(p.country, s.country)`.as('country'),
      's.is_company',
      's.status',
      's.registered_at',
    ])
    .orderBy('s.registered_at', 'desc')
    .orderBy('s.user_id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute()
  return {
    total: Number(total),
    items: rows.map((r) => ({
      user_id: Number(r.user_id),
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      business_name: r.business_name,
      country: r.country,
      type: r.is_company ? 'COMPANY' : 'INDIVIDUAL',
      sub_type: r.user_type,
      status: r.status,
      registered: new Date(r.registered_at).toISOString(),
    })),
  }
}

/**
 * How many applications each status has under the filter's type and search, whatever its status:
 * what the admin's status filter shows beside each choice. One grouped count, every status present.
 */
export async function countWhiteListByStatus(
  db: Kysely<Database>,
  filter: Omit<WhiteListFilter, 'status' | 'page' | 'pageSize'>,
): Promise<WhiteListCounts> {
  const rows = await base(db, { type: filter.type, query: filter.query })
    .select(['s.status', sql<string>`count(*)`.as('count')])
    .groupBy('s.status')
    .execute()
  const counts = Object.fromEntries(whiteListStatuses.map((status) => [status, 0])) as WhiteListCounts
  for (const row of rows) counts[row.status] = Number(row.count)
  return counts
}

/** One application as an admin reviews it (spec §3 "White list profile"), with its documents. */
export async function whiteListProfile(
  db: Kysely<Database>,
  userId: number,
): Promise<WhiteListProfile | undefined> {
  const owner = await findShareOwner(db, userId)
  if (!owner) return undefined
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'user_type'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return undefined
  return {
    user_id: userId,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    mobile_number: owner.mobile_number,
    business_name: owner.business_name,
    address: owner.address,
    country: owner.country,
    public_signature: owner.public_address,
    public_key: owner.public_key,
    key_origin: owner.key_origin,
    type: owner.is_company ? 'COMPANY' : 'INDIVIDUAL',
    sub_type: user.user_type,
    registered: new Date(owner.registered_at).toISOString(),
    submitted: owner.submitted_at ? new Date(owner.submitted_at).toISOString() : null,
    status: owner.status,
    pep_confirmed: owner.pep_confirmed,
    files: await listKycFiles(db, owner),
  }
}
