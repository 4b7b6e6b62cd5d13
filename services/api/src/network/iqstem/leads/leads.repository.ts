import type { leadRequestSchema, LeadState } from '@iqs/protocol'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../../platform/db/database.js'
import { companyKey } from './company-key.js'
import { LIVE_LEAD_STATES } from './lead-process.js'

/** A lead as the member's form sends it, once the protocol's schema checked it. */
export type LeadFields = z.output<typeof leadRequestSchema>

/** Which field a lead shares with a live lead (409 LEAD_DUPLICATE's `details.field`). */
export type DuplicateField = 'company' | 'contact_email'

/**
 * The field by which a new lead would repeat a live one (any member's: the first to bring a client
 * keeps it), the company first; null when it is new. A lost lead is no longer a client's claim.
 */
export async function duplicateField(
  db: Kysely<Database>,
  fields: Pick<LeadFields, 'company' | 'contact_email'>,
): Promise<DuplicateField | null> {
  const key = companyKey(fields.company)
  const email = fields.contact_email.toLowerCase()
  const rows = await db
    .selectFrom('iqstem_leads')
    .select(['company_key', sql<string>`lower(contact_email)`.as('email')])
    .where('state', 'in', [...LIVE_LEAD_STATES])
    .where((eb) => eb.or([eb('company_key', '=', key), eb(sql`lower(contact_email)`, '=', email)]))
    .execute()
  if (rows.some((row) => row.company_key === key)) return 'company'
  return rows.length > 0 ? 'contact_email' : null
}

/**
 * The field of the live-lead unique index a failed insert broke (two submissions of one client at
 * the same moment: both passed `duplicateField`, the index let one through); null for any other error.
 */
export function duplicateFieldOf(error: unknown): DuplicateField | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown }
  if (code !== '23505') return null
  if (constraint === 'iqstem_leads_live_company') return 'company'
  if (constraint === 'iqstem_leads_live_contact') return 'contact_email'
  return null
}

/** A new submitted lead of `memberUserId`; its id. */
export async function insertLead(
  trx: Transaction<Database>,
  memberUserId: number,
  fields: LeadFields,
  at: Date,
): Promise<number> {
  const row = await trx
    .insertInto('iqstem_leads')
    .values({
      member_user_id: memberUserId,
      company: fields.company,
      company_key: companyKey(fields.company),
      contact_name: fields.contact_name,
      contact_role: fields.contact_role,
      contact_email: fields.contact_email,
      contact_phone: fields.contact_phone,
      sector: fields.sector,
      need: fields.need,
      budget: fields.budget,
      timing: fields.timing,
      consent: fields.consent,
      state: 'submitted',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** What a list of leads is narrowed to: one member's, one state, a search. */
export interface LeadFilter {
  memberUserId?: number | undefined
  state?: LeadState | undefined
  /** Found in the company, the contact's name or e-mail, or the member's name (ILIKE, literal). */
  pattern?: string | undefined
}

/**
 * Every lead with what its views show: its member and representative (names, erased or not), its
 * project, and the commission it earned (the sums over its project's contracts: usually one).
 */
export function leadViews(db: Kysely<Database>) {
  return db
    .selectFrom('iqstem_leads as l')
    .innerJoin('users as m', 'm.id', 'l.member_user_id')
    .leftJoin('users as r', 'r.id', 'l.representative_user_id')
    .leftJoin('projects as p', 'p.id', 'l.project_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('iqstem_commissions')
          .select([
            'lead_id',
            sql<string>`sum(amount_eur)`.as('amount'),
            sql<string>`sum(paid_eur)`.as('paid'),
            sql<string>`case when bool_and(state = 'paid') then 'paid'
              when bool_and(state = 'accrued') then 'accrued' else 'partly_paid' end`.as('state'),
          ])
          .where('lead_id', 'is not', null)
          .groupBy('lead_id')
          .as('c'),
      (join) => join.onRef('c.lead_id', '=', 'l.id'),
    )
    .selectAll('l')
    .select([
      'm.first_name as member_first_name',
      'm.last_name as member_last_name',
      'm.email as member_email',
      'm.deleted_at as member_deleted_at',
      'r.first_name as representative_first_name',
      'r.last_name as representative_last_name',
      'r.email as representative_email',
      'p.title as project_title',
      'p.status as project_status',
      'c.amount as commission_amount',
      'c.paid as commission_paid',
      'c.state as commission_state',
    ])
}

export type LeadView = Awaited<ReturnType<ReturnType<typeof leadViews>['executeTakeFirstOrThrow']>>

/** The leads of a filter (every lead for an empty one). */
export function filteredLeadViews(db: Kysely<Database>, filter: LeadFilter) {
  let query = leadViews(db)
  if (filter.memberUserId !== undefined) query = query.where('l.member_user_id', '=', filter.memberUserId)
  if (filter.state) query = query.where('l.state', '=', filter.state)
  const pattern = filter.pattern
  if (pattern)
    query = query.where((eb) =>
      eb.or([
        eb('l.company', 'ilike', pattern),
        eb('l.contact_name', 'ilike', pattern),
        eb('l.contact_email', 'ilike', pattern),
        eb(sql<string>`m.first_name || ' ' || m.last_name`, 'ilike', pattern),
      ]),
    )
  return query
}

/** The leads of a filter, newest first (one page of them when `page` says). */
export function findLeadViews(
  db: Kysely<Database>,
  filter: LeadFilter,
  page?: { page: number; pageSize: number },
): Promise<LeadView[]> {
  let query = filteredLeadViews(db, filter).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc')
  if (page) query = query.limit(page.pageSize).offset((page.page - 1) * page.pageSize)
  return query.execute()
}

/** How many leads a filter finds. */
export async function countLeads(db: Kysely<Database>, filter: LeadFilter): Promise<number> {
  const row = await db
    .selectFrom(filteredLeadViews(db, filter).as('v'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** How many leads of a filter are in each state, whatever its own state (every state named, 0 when none). */
export async function countLeadsByState(
  db: Kysely<Database>,
  filter: LeadFilter,
): Promise<Record<LeadState, number>> {
  const rows = await db
    .selectFrom(filteredLeadViews(db, { ...filter, state: undefined }).as('v'))
    .select((eb) => ['v.state', eb.fn.countAll<number>().as('count')])
    .groupBy('v.state')
    .execute()
  const counts = { submitted: 0, qualified: 0, converted: 0, contracted: 0, paid: 0, lost: 0 }
  for (const row of rows) counts[row.state] = Number(row.count)
  return counts
}

/** One lead, or undefined. */
export function findLeadView(db: Kysely<Database>, id: number): Promise<LeadView | undefined> {
  return leadViews(db).where('l.id', '=', id).executeTakeFirst()
}
