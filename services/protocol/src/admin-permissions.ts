import { z } from 'zod'

/**
 * The admin groups (issue 18; the spec's §6 names them, "access rules not shown"): an admin holds
 * some of these permissions, never one all-powerful role. Each admin area of the site and each
 * admin route of the api belongs to exactly one; `admins` lets its holder grant the others.
 */
export const ADMIN_PERMISSIONS = [
  'projects',
  'exec_partners',
  'consultants',
  'iqstem',
  'clients',
  'web_site',
  'tokens',
  'admins',
] as const
export const adminPermissionSchema = z.enum(ADMIN_PERMISSIONS)
export type AdminPermission = z.infer<typeof adminPermissionSchema>

/** The member role each member-admin area reviews, and the permission it needs. */
export const MEMBER_ADMIN_PERMISSION = {
  ExecPartner: 'exec_partners',
  Consultant: 'consultants',
  Client: 'clients',
  IQStem: 'iqstem',
} as const satisfies Record<string, AdminPermission>

/** `GET /api/admin/admins`: one admin account and what it may do. */
export const adminAccountSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  permissions: z.array(adminPermissionSchema),
})
export type AdminAccount = z.infer<typeof adminAccountSchema>

/** `PUT /api/admin/admins/:userId/permissions`: the whole set, replacing the old one. */
export const adminPermissionsRequestSchema = z.object({
  permissions: z.array(adminPermissionSchema).max(ADMIN_PERMISSIONS.length),
})
export type AdminPermissionsRequest = z.infer<typeof adminPermissionsRequestSchema>

/** One admin action as a record's history shows it (who, when, what changed). */
export const adminActionEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  at: z.string(),
  admin: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  changes: z.record(z.string(), z.unknown()),
})
export type AdminActionEntry = z.infer<typeof adminActionEntrySchema>

/** `GET /api/admin/admins/:userId`: an admin account, its groups and the changes made to them. */
export const adminAccountDetailSchema = adminAccountSchema.extend({
  history: z.array(adminActionEntrySchema),
})
export type AdminAccountDetail = z.infer<typeof adminAccountDetailSchema>
