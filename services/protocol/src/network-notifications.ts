import { z } from 'zod'
import { CONTRACT_NOTIFICATION_KINDS } from './network-contracts.js'
import { REVIEW_NOTIFICATION_KINDS } from './network-reviews.js'
import { INVITATION_NOTIFICATION_KINDS } from './network-consultants.js'
import { IQSTEM_NOTIFICATION_KINDS } from './network-iqstem.js'
import { MEMBER_ADMIN_NOTIFICATION_KINDS } from './network-member-admin.js'
import { pageOf, pageQuerySchema } from './public-taxonomy.js'

/**
 * The network's in-app notifications (issue 16): what happened to me, newest first, each with
 * the page it leads to. The web writes each kind's sentence from `params` (`notifications`
 * namespace); the same event is also e-mailed.
 */

/** Every change of an application's state, told to the other side. */
export const APPLICATION_NOTIFICATION_KINDS = [
  'application.submitted',
  'application.shortlisted',
  'application.accepted',
  'application.rejected',
  'application.withdrawn',
  'application.expired',
] as const
export type ApplicationNotificationKind = (typeof APPLICATION_NOTIFICATION_KINDS)[number]

/** The kinds of now: each part's (applications; contracts and reviews, part 3). */
export const NOTIFICATION_KINDS = [
  ...APPLICATION_NOTIFICATION_KINDS,
  ...CONTRACT_NOTIFICATION_KINDS,
  ...REVIEW_NOTIFICATION_KINDS,
  ...INVITATION_NOTIFICATION_KINDS,
  ...IQSTEM_NOTIFICATION_KINDS,
  ...MEMBER_ADMIN_NOTIFICATION_KINDS,
] as const
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS)
export type NotificationKind = z.infer<typeof notificationKindSchema>

/** The values a notification's text needs; absent when unknown (an erased account's name). */
export const notificationParamsSchema = z.object({
  project_title: z.string().optional(),
  consultant_name: z.string().optional(),
  message: z
    .string()
    .optional()
    .describe(
      "The other side's message with the change (a rejection's reason, an admin's request or reason)",
    ),
  company: z.string().optional().describe("An IQStem lead's company"),
  amount: z.string().optional().describe('An IQStem commission, EUR'),
})
export type NotificationParams = z.infer<typeof notificationParamsSchema>

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  params: notificationParamsSchema,
  link: z.string().describe('The web page it leads to, e.g. /my-projects/applications/<id>'),
  read_at: z.string().nullable(),
  created_at: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

/** `GET /api/network/notifications`: one page of mine, newest first, and how many are unread. */
export const notificationPageSchema = pageOf(notificationSchema).extend({ unread: z.number().int() })
export type NotificationPage = z.infer<typeof notificationPageSchema>

export const notificationsQuerySchema = z.object({
  page: pageQuerySchema,
  page_size: z.coerce.number().int().min(1).max(50).default(20),
})

/** `POST /api/network/notifications/read`: these (mine; others' ids are ignored), or all of mine. */
export const readNotificationsRequestSchema = z.union([
  z.strictObject({ ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
])
export type ReadNotificationsRequest = z.infer<typeof readNotificationsRequestSchema>
