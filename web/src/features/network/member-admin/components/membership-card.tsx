import type { MemberReviewSummary } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'
import { FactsList } from './facts-list.js'
import { MemberStatusBadge } from './member-status-badge.js'

/**
 * The membership: status, role, contact, sponsor, dates, and the last review's words (a
 * rejection's reason, or what the admin asked for).
 */
export function MembershipCard({ member }: { member: MemberReviewSummary }) {
  const { t, i18n } = useTranslation('network-member-admin')
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—')
  const rows: [string, ReactNode][] = [
    [t('member.status'), <MemberStatusBadge key="status" status={member.status} />],
    [t('member.role'), t(`roles.${member.role}`, { defaultValue: member.role })],
    [t('review.email'), member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : '—'],
    [t('review.phone'), member.phone ?? '—'],
    [t('review.sponsor'), member.sponsor?.name ?? '—'],
    [t('member.registered'), date(member.registered_at)],
    [t('review.submitted'), date(member.submitted_at)],
  ]
  if (member.review_reason)
    rows.push([t(member.status === 'REJECTED' ? 'member.reason' : 'member.request'), member.review_reason])
  return (
    <section className="card" aria-labelledby="member-membership-title">
      <h3 id="member-membership-title">{t('member.membership')}</h3>
      <FactsList rows={rows} />
    </section>
  )
}
