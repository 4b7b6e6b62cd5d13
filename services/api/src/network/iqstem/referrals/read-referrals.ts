import { sumEur, type Referral, type ReferralState } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/database.js'

/**
 * A contract in one of these states puts its consultant "on contract": signed by both, or past
 * (`../../contracts/contract-process.ts`). Spelt here rather than imported: contracts reach
 * IQStem (a signature accrues the commission), so an import back would close a folder cycle.
 */
export const ON_CONTRACT_STATES = ['signed', 'active', 'completed'] as const

/** A referral with its sponsor, for admins. */
export type ReferralWithSponsor = Referral & { sponsor: { user_id: number; name: string } }

/** The consultants `sponsorUserId` sponsored, newest first, each with its state and commission. */
export async function listSponsorReferrals(db: Kysely<Database>, sponsorUserId: number): Promise<Referral[]> {
  const rows = await readReferrals(db, sponsorUserId)
  return rows.map(({ sponsor: _sponsor, ...referral }) => referral)
}

/** Every member's sponsored consultants, newest first; of one state with `state`. */
export async function listAdminReferrals(
  db: Kysely<Database>,
  state: ReferralState | undefined,
): Promise<ReferralWithSponsor[]> {
  const rows = await readReferrals(db, undefined)
  return state ? rows.filter((row) => row.state === state) : rows
}

/**
 * The state is derived, never stored, so it cannot fall behind what it reads: invited until an
 * account is linked, then registered, approved once an admin approved that account's membership,
 * on_contract once a contract of theirs was signed (a later termination does not undo it: the
 * commission was earned at signature). The commission sums every commission of the referral.
 */
async function readReferrals(db: Kysely<Database>, sponsorUserId: number | undefined) {
  let query = db
    .selectFrom('iqstem_referrals as r')
    .innerJoin('users as s', 's.id', 'r.sponsor_user_id')
    .leftJoin('network_members as m', 'm.user_id', 'r.consultant_user_id')
    .select([
      'r.id',
      'r.sponsor_user_id',
      's.first_name as sponsor_first_name',
      's.last_name as sponsor_last_name',
      'r.email',
      'r.first_name',
      'r.last_name',
      'r.consultant_user_id',
      'r.registered_at',
      'r.created_at',
      'm.status as member_status',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('network_contracts as c')
            .select('c.id')
            .whereRef('c.consultant_user_id', '=', 'r.consultant_user_id')
            .where('c.state', 'in', ON_CONTRACT_STATES),
        )
        .as('on_contract'),
    )
  if (sponsorUserId !== undefined) query = query.where('r.sponsor_user_id', '=', sponsorUserId)
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute()
  const commissions = await commissionsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => {
    const earned = commissions.get(row.id) ?? []
    return {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      state: stateOf(row),
      consultant_user_id: row.consultant_user_id,
      invited_at: row.created_at.toISOString(),
      registered_at: row.registered_at?.toISOString() ?? null,
      commission: {
        accrued: sumEur(earned.map((c) => c.amount_eur)),
        paid: sumEur(earned.map((c) => c.paid_eur)),
      },
      sponsor: {
        user_id: row.sponsor_user_id,
        name: `${row.sponsor_first_name} ${row.sponsor_last_name}`.trim(),
      },
    }
  })
}

function stateOf(row: {
  consultant_user_id: number | null
  member_status: string | null
  on_contract: unknown
}): ReferralState {
  if (row.consultant_user_id === null) return 'invited'
  // PGlite and pg both answer exists() as a boolean; a string 't' would be a driver's quirk.
  if (row.on_contract === true || row.on_contract === 't') return 'on_contract'
  if (row.member_status === 'APPROVED') return 'approved'
  return 'registered'
}

/** The commissions of these referrals, by referral. */
async function commissionsOf(db: Kysely<Database>, referralIds: number[]) {
  const byReferral = new Map<number, { amount_eur: string; paid_eur: string }[]>()
  if (referralIds.length === 0) return byReferral
  const rows = await db
    .selectFrom('iqstem_commissions')
    .select(['referral_id', 'amount_eur', 'paid_eur'])
    .where('referral_id', 'in', referralIds)
    .execute()
  for (const row of rows) {
    const id = Number(row.referral_id)
    byReferral.set(id, [...(byReferral.get(id) ?? []), row])
  }
  return byReferral
}
