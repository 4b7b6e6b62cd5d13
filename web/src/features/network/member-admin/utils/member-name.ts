import type { MemberReviewSummary } from '@iqs/protocol'

/** A member as a person reads them: first and last name, else the e-mail, else their number. */
export function memberName(
  member: Pick<MemberReviewSummary, 'first_name' | 'last_name' | 'email' | 'user_id'>,
) {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ').trim()
  return name || member.email || `#${member.user_id}`
}
