import { z } from 'zod'
import { adminActionEntrySchema } from './admin-permissions.js'
import { whiteListStatusSchema } from './iqs-owners.js'
import { applicationStateSchema } from './network-applications.js'
import { contractStateSchema } from './network-contracts.js'
import { memberReviewSummarySchema } from './network-iqstem.js'
import { cvFileSchema, onboardingSchema } from './network-onboarding.js'
import { profilePhotoSchema } from './network-profile.js'
import { projectStatusSchema } from './network-projects.js'
import { reviewStateSchema } from './network-reviews.js'
import { text } from './text.js'

/**
 * The member admin areas (issue 18: /admin-exec-partners, /admin-consultants, /admin-clients; the
 * IQStem area shares the review): an applicant's review (approve, reject, request more
 * information), a member's whole record, and suspending or reactivating their account. Each route
 * needs the admin group of the member's role (`MEMBER_ADMIN_PERMISSION`). The rules are in
 * services/api/src/network/membership/README.md. Form refusals are keys the web translates
 * (`network-member-admin` namespace, `invalid.*`).
 */

export const memberAdminMessages = { required: 'required', tooLong: 'tooLong' } as const

/** The longest reason or message an admin writes to a member. */
export const MEMBER_ADMIN_TEXT_MAX = 1000

const adminText = () =>
  text({ multiline: true, error: memberAdminMessages.required })
    .trim()
    .min(1, { error: memberAdminMessages.required })
    .max(MEMBER_ADMIN_TEXT_MAX, { error: memberAdminMessages.tooLong })

/** What a member is told in the app (and by mail) when an admin acts on their membership or account. */
export const MEMBER_ADMIN_NOTIFICATION_KINDS = [
  'member.info_requested',
  'member.suspended',
  'member.reactivated',
] as const

/**
 * `POST /api/admin/network/members/:userId/request-info`: PENDING -> ONBOARDING with the admin's
 * message (what to add or correct); the member completes their steps and submits again.
 */
export const memberInfoRequestSchema = z.strictObject({ message: adminText() })
export type MemberInfoRequest = z.infer<typeof memberInfoRequestSchema>

/** `POST /api/admin/network/members/:userId/suspend` and `/reactivate`: why (the member is told). */
export const memberAccountActionRequestSchema = z.strictObject({ reason: adminText() })
export type MemberAccountActionRequest = z.infer<typeof memberAccountActionRequestSchema>

/** Whether the account may sign in: suspended since when and why, or not. */
export const memberAccountStateSchema = z.object({
  suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
})
export type MemberAccountState = z.infer<typeof memberAccountStateSchema>

/** Everything the applicant submitted: onboarding steps, postal address, public showcase. */
export const memberSubmissionSchema = z.object({
  company: onboardingSchema.shape.company,
  expertise: onboardingSchema.shape.expertise,
  /** The onboarding CV, with where an admin downloads it (`GET /api/network/onboarding/cv?user_id=`). */
  cv: cvFileSchema.extend({ url: z.string() }).nullable(),
  address: z.object({
    address_line: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
  /** The network profile's headline and photo (consultants and executive partners); null before any. */
  profile: z
    .object({ title: z.string().nullable(), summary: z.string().nullable(), photo: profilePhotoSchema })
    .nullable(),
})
export type MemberSubmission = z.infer<typeof memberSubmissionSchema>

/** A project the member owns (clients and executive partners), with how many applied. */
export const memberProjectSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  status: projectStatusSchema,
  created_at: z.string(),
  published_at: z.string().nullable(),
  applications: z.number().int(),
})
export type MemberProject = z.infer<typeof memberProjectSchema>

const projectRefSchema = z.object({ id: z.number().int(), title: z.string().nullable() })

/** An application the member (a consultant) sent. */
export const memberApplicationSchema = z.object({
  id: z.string(),
  project: projectRefSchema,
  state: applicationStateSchema,
  day_rate: z.string(),
  created_at: z.string(),
})
export type MemberApplication = z.infer<typeof memberApplicationSchema>

/** A contract the member is a party of: as the consultant, or as the project's owner. */
export const memberContractSchema = z.object({
  id: z.string(),
  project: projectRefSchema,
  side: z.enum(['consultant', 'owner']),
  /** The other party; null for an erased account. */
  counterpart: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  state: contractStateSchema,
  starts_on: z.string(),
  ends_on: z.string(),
})
export type MemberContract = z.infer<typeof memberContractSchema>

/** A review written about the member after a contract, hidden ones included (admins see them). */
export const memberReceivedReviewSchema = z.object({
  id: z.string(),
  author_name: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  state: reviewStateSchema,
  created_at: z.string(),
})
export type MemberReceivedReview = z.infer<typeof memberReceivedReviewSchema>

/** The member's IQS token status: their white-list application and the tokens they hold. */
export const memberTokenStatusSchema = z.object({
  white_list_status: whiteListStatusSchema.nullable().describe('null: never began the KYC'),
  kyc_submitted_at: z.string().nullable(),
  tokens_held: z.string().describe('Whole IQS tokens, as text'),
})
export type MemberTokenStatus = z.infer<typeof memberTokenStatusSchema>

/**
 * `GET /api/admin/network/members/:userId`: a member's whole record for the admins of their role's
 * group: the membership (status, contact, sponsor, the last review's reason), what they submitted,
 * their projects, applications, contracts and received reviews, their token status, whether the
 * account is suspended, and the admins' actions on them, newest first.
 */
export const memberDetailSchema = z.object({
  member: memberReviewSummarySchema,
  submitted: memberSubmissionSchema,
  projects: z.array(memberProjectSchema),
  applications: z.array(memberApplicationSchema),
  contracts: z.array(memberContractSchema),
  reviews: z.object({
    /** The average of the published ones' overall marks, one decimal; null while none. */
    average: z.string().nullable(),
    count: z.number().int(),
    items: z.array(memberReceivedReviewSchema),
  }),
  tokens: memberTokenStatusSchema,
  account: memberAccountStateSchema,
  history: z.array(adminActionEntrySchema),
})
export type MemberDetail = z.infer<typeof memberDetailSchema>
