import type { AdminPermission, OnboardingStatus } from '@iqs/protocol'
import type { AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { uniqueEmail } from '../../accounts/accounts-test-kit.js'
import { newPerson, type Person } from '../applications/applications-test-kit.js'

export { call, dataOf, newPerson, refusal, type Person } from '../applications/applications-test-kit.js'

/** What a member written straight into the tables is made of; every field but the role has a default. */
export interface MemberSeed {
  role: 'ExecPartner' | 'Consultant' | 'Client'
  firstName?: string
  lastName?: string
  registeredAt: string
  /** The membership row's status; absent: no row (the account saved no onboarding step). */
  status?: OnboardingStatus
  sectors?: string[]
  practices?: string[]
  seniority?: 'Junior' | 'Middle' | 'Senior' | 'Lead'
  /** A client's company. */
  company?: { name: string; sector: string }
  /** When an admin approved the membership (a row of network_transitions, as the review writes it). */
  approvedAt?: string
  suspended?: boolean
  erased?: boolean
}

/** A member account (not signed in), written into the tables as the onboarding and reviews leave them. */
export async function seedMember(
  t: AccountsTestApp,
  seed: MemberSeed,
): Promise<{ id: number; email: string }> {
  const db = t.database.db
  const at = new Date(seed.registeredAt)
  const email = uniqueEmail(seed.role)
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      password_hash: null,
      user_type: seed.role,
      first_name: seed.firstName ?? 'Ada',
      last_name: seed.lastName ?? 'Lovelace',
      created_at: at,
      ...(seed.suspended ? { suspended_at: at, suspension_reason: 'Unpaid fees' } : {}),
      ...(seed.erased ? { deleted_at: at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (seed.status)
    await db
      .insertInto('network_members')
      .values({
        user_id: id,
        status: seed.status,
        sectors: seed.sectors ?? null,
        practices: seed.practices ?? null,
        seniority: seed.seniority ?? null,
        company_name: seed.company?.name ?? null,
        sector: seed.company?.sector ?? null,
        submitted_at: seed.status === 'ONBOARDING' ? null : at,
        updated_at: at,
      })
      .execute()
  if (seed.approvedAt)
    await db
      .insertInto('network_transitions')
      .values({
        process: 'member',
        entity_id: String(id),
        transition: 'approve',
        from_state: 'PENDING',
        to_state: 'APPROVED',
        actor_user_id: null,
        message: null,
        at: new Date(seed.approvedAt),
      })
      .execute()
  return { id, email }
}

/** A signed-in admin holding only these groups (a new admin holds them all: the trigger of 0870). */
export async function adminWith(t: AccountsTestApp, ...groups: AdminPermission[]): Promise<Person> {
  const admin = await newPerson(t, 'Admin')
  await t.database.db.deleteFrom('admin_permissions').where('user_id', '=', admin.id).execute()
  if (groups.length > 0)
    await t.database.db
      .insertInto('admin_permissions')
      .values(groups.map((permission) => ({ user_id: admin.id, permission, granted_by: null })))
      .execute()
  return admin
}
