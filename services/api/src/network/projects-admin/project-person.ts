import type { ProjectPerson, UserType } from '@iqs/protocol'

/** A user's columns as the admins' queries select them (all null without a user). */
export interface PersonColumns {
  user_id: number | string | null
  first_name: string | null
  last_name: string | null
  user_type: string | null
  deleted_at: Date | null
}

/**
 * A member as the admins' pages name them, or null without one (a seeded board row, an owner whose
 * erasure took them off their projects, the platform as an actor). An erased account keeps its id
 * and role, not its name, as the contracts and reviews show it.
 */
export function personOf(columns: PersonColumns): ProjectPerson | null {
  if (columns.user_id === null || columns.user_type === null) return null
  return {
    user_id: Number(columns.user_id),
    name: columns.deleted_at ? null : `${columns.first_name ?? ''} ${columns.last_name ?? ''}`.trim() || null,
    role: columns.user_type as UserType,
  }
}
