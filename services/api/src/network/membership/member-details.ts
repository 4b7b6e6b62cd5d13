import type {
  MemberApplication,
  MemberContract,
  MemberDetail,
  MemberProject,
  MemberReceivedReview,
  MemberReviewSummary,
  MemberSubmission,
} from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import { accountSuspension } from '../../identity/users/account-suspension.js'
import { readContactDetails } from '../../identity/users/contact-details.js'
import { shareOwnerStatus } from '../../iqs/ports/share-owner-status.js'
import { adminActionsOn } from '../../platform/admin-journal/admin-journal.js'
import type { Database } from '../../platform/db/database.js'
import { photoUrls } from '../profiles/profile-view.js'
import { ratingsOf } from '../reviews/reviews.repository.js'
import { memberRoleOf } from './member-admin-access.js'
import { MEMBER_RECORD } from './member-review.js'
import { memberReviewSummary } from './member-reviews.repository.js'

/** The most rows of each list a record shows (a member's own projects, applications...: far fewer). */
const LIST_LIMIT = 200

/**
 * A member's whole record for their role's admins (`GET /api/admin/network/members/:userId`),
 * gathered from each part of the network, the token exchange (through `iqs/ports`) and identity
 * (contact, suspension). Undefined for an account that is no member (unknown, erased, an admin).
 * A member who never saved an onboarding step has a record too, with status ONBOARDING.
 */
export async function readMemberDetail(
  db: Kysely<Database>,
  userId: number,
): Promise<MemberDetail | undefined> {
  const role = await memberRoleOf(db, userId)
  if (!role) return undefined
  const [member, submitted, projects, applications, contracts, reviews, owner, suspension, history] =
    await Promise.all([
      summaryOf(db, userId),
      submissionOf(db, userId),
      projectsOf(db, userId),
      applicationsOf(db, userId),
      contractsOf(db, userId),
      reviewsAbout(db, userId),
      shareOwnerStatus(db, userId),
      accountSuspension(db, userId),
      adminActionsOn(db, MEMBER_RECORD, userId),
    ])
  if (!member) return undefined
  return {
    member,
    submitted,
    projects,
    applications,
    contracts,
    reviews,
    tokens: {
      white_list_status: owner.whiteListStatus,
      kyc_submitted_at: owner.submittedAt?.toISOString() ?? null,
      tokens_held: owner.tokensHeld,
    },
    account: {
      suspended: suspension !== null,
      suspended_at: suspension?.suspendedAt.toISOString() ?? null,
      suspension_reason: suspension?.reason ?? null,
    },
    history,
  }
}

/** The review summary; for a member without a membership row yet, the account as ONBOARDING. */
async function summaryOf(db: Kysely<Database>, userId: number): Promise<MemberReviewSummary | undefined> {
  const reviewed = await memberReviewSummary(db, userId)
  if (reviewed) return reviewed
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'user_type', 'phone', 'created_at'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!user) return undefined
  return {
    user_id: user.id,
    email: user.email,
    first_name: user.first_name || null,
    last_name: user.last_name || null,
    role: user.user_type,
    status: 'ONBOARDING',
    phone: user.phone,
    submitted_at: null,
    registered_at: user.created_at.toISOString(),
    review_reason: null,
    sponsor: null,
  }
}

// The columns were written from the protocol's schemas (onboarding's routes): the casts only give
// their enum types back.
type Company = NonNullable<MemberSubmission['company']>
type Expertise = NonNullable<MemberSubmission['expertise']>

/** What the applicant gave: company, expertise, CV (onboarding), address (identity), showcase (profile). */
async function submissionOf(db: Kysely<Database>, userId: number): Promise<MemberSubmission> {
  const [row, contact, profile] = await Promise.all([
    db
      .selectFrom('network_members')
      .selectAll()
      // As text: a `date` read as a JS Date by the pg driver lands on local midnight, a day off in UTC-.
      .select(sql<string | null>`available_from::text`.as('available_from'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    readContactDetails(db, userId),
    db
      .selectFrom('network_profiles')
      .select(['title', 'summary', 'avatar_key'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ])
  return {
    company: row?.company_name
      ? {
          company_name: row.company_name,
          registration_number: row.registration_number ?? '',
          company_address: row.company_address ?? '',
          company_country: row.company_country ?? '',
          company_size: row.company_size as Company['company_size'],
          sector: row.sector as Company['sector'],
        }
      : null,
    expertise: row?.seniority
      ? {
          sectors: (row.sectors ?? []) as Expertise['sectors'],
          practices: (row.practices ?? []) as Expertise['practices'],
          functions: (row.functions ?? []) as Expertise['functions'],
          seniority: row.seniority as Expertise['seniority'],
          day_rate: row.day_rate ?? '0',
          available_from: row.available_from ?? '',
          days_per_week: row.days_per_week ?? 1,
        }
      : null,
    cv:
      row?.cv_key && row.cv_uploaded_at
        ? {
            file_name: row.cv_file_name ?? 'cv',
            mime_type: row.cv_mime_type ?? 'application/octet-stream',
            size: row.cv_size ?? 0,
            uploaded_at: row.cv_uploaded_at.toISOString(),
            url: `/api/network/onboarding/cv?user_id=${userId}`,
          }
        : null,
    address: {
      address_line: contact.address_line,
      postal_code: contact.postal_code,
      city: contact.city,
      country: contact.country,
    },
    profile: profile
      ? { title: profile.title, summary: profile.summary, photo: photoUrls(userId, profile.avatar_key) }
      : null,
  }
}

/** The projects the member owns (clients and executive partners), newest first, with their applicants. */
async function projectsOf(db: Kysely<Database>, userId: number): Promise<MemberProject[]> {
  const rows = await db
    .selectFrom('projects as p')
    .leftJoin('network_applications as a', 'a.project_id', 'p.id')
    .select([
      'p.id',
      'p.title',
      'p.status',
      'p.created_at',
      'p.published_at',
      (eb) => eb.fn.count<number>('a.id').as('applications'),
    ])
    .where('p.owner_user_id', '=', userId)
    .groupBy('p.id')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(LIST_LIMIT)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    created_at: row.created_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    applications: Number(row.applications),
  }))
}

/** The applications the member sent (consultants), newest first. */
async function applicationsOf(db: Kysely<Database>, userId: number): Promise<MemberApplication[]> {
  const rows = await db
    .selectFrom('network_applications as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select(['a.id', 'a.project_id', 'p.title', 'a.state', 'a.day_rate', 'a.created_at'])
    .where('a.consultant_user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .limit(LIST_LIMIT)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    project: { id: row.project_id, title: row.title },
    state: row.state,
    day_rate: row.day_rate,
    created_at: row.created_at.toISOString(),
  }))
}

/** The contracts the member is a party of, on either side, newest first, with the other party. */
async function contractsOf(db: Kysely<Database>, userId: number): Promise<MemberContract[]> {
  const rows = await db
    .selectFrom('network_contracts as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('users as cu', 'cu.id', 'c.consultant_user_id')
    .innerJoin('users as ou', 'ou.id', 'c.owner_user_id')
    .select([
      'c.id',
      'c.project_id',
      'p.title',
      'c.state',
      'c.consultant_user_id',
      'c.owner_user_id',
      sql<string>`c.starts_on::text`.as('starts_on'),
      sql<string>`c.ends_on::text`.as('ends_on'),
      'cu.first_name as consultant_first',
      'cu.last_name as consultant_last',
      'cu.deleted_at as consultant_deleted',
      'ou.first_name as owner_first',
      'ou.last_name as owner_last',
      'ou.deleted_at as owner_deleted',
    ])
    .where((eb) => eb.or([eb('c.consultant_user_id', '=', userId), eb('c.owner_user_id', '=', userId)]))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(LIST_LIMIT)
    .execute()
  return rows.map((row) => {
    const side = row.consultant_user_id === userId ? 'consultant' : 'owner'
    const other =
      side === 'consultant'
        ? { id: row.owner_user_id, first: row.owner_first, last: row.owner_last, gone: row.owner_deleted }
        : {
            id: row.consultant_user_id,
            first: row.consultant_first,
            last: row.consultant_last,
            gone: row.consultant_deleted,
          }
    return {
      id: row.id,
      project: { id: row.project_id, title: row.title },
      side,
      counterpart: other.gone ? null : { user_id: other.id, name: `${other.first} ${other.last}`.trim() },
      state: row.state,
      starts_on: row.starts_on,
      ends_on: row.ends_on,
    }
  })
}

/** The reviews written about the member, newest first (hidden ones too), and their published rating. */
async function reviewsAbout(db: Kysely<Database>, userId: number): Promise<MemberDetail['reviews']> {
  const [rows, ratings] = await Promise.all([
    db
      .selectFrom('network_reviews as r')
      .innerJoin('users as a', 'a.id', 'r.author_user_id')
      .select([
        'r.id',
        'r.rating',
        'r.comment',
        'r.state',
        'r.created_at',
        'a.first_name',
        'a.last_name',
        'a.deleted_at',
      ])
      .where('r.subject_user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(LIST_LIMIT)
      .execute(),
    ratingsOf(db, [userId]),
  ])
  const items: MemberReceivedReview[] = rows.map((row) => ({
    id: row.id,
    author_name: row.deleted_at ? null : `${row.first_name} ${row.last_name}`.trim(),
    rating: row.rating,
    comment: row.comment,
    state: row.state,
    created_at: row.created_at.toISOString(),
  }))
  const rating = ratings.get(userId)
  return { average: rating?.average ?? null, count: rating?.count ?? 0, items }
}
