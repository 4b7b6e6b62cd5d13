import type { MemberReportState } from '@iqs/protocol'
import { sql } from 'kysely'

/**
 * A member's state (MEMBER_REPORT_STATES), in SQL over `u` (users) and `m` (network_members, which
 * may be left joined): SUSPENDED while an admin has suspended the account (identity's flag,
 * migration 0890), whatever its membership; otherwise the onboarding's status, ONBOARDING for an
 * account that saved no step yet (no row).
 */
export const MEMBER_STATE = sql<MemberReportState>`(case
  when u.suspended_at is not null then 'SUSPENDED'
  else coalesce(m.status, 'ONBOARDING')
end)`
