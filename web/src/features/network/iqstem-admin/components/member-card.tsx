import type { MemberReviewSummary } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../../lib/format.js'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import { StateBadge } from './state-badge.js'

/** The member's card: role and membership status, contact, sponsor, dates, the review's reason. */
export function MemberCard({ member }: { member: MemberReviewSummary }) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—')
  const rows: [string, ReactNode][] = [
    [t('member.status'), <StateBadge key="status" kind="member" state={member.status} />],
    [t('member.role'), t(`roles.${member.role}`, { defaultValue: member.role })],
    [t('pending.email'), member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : '—'],
    [t('pending.phone'), member.phone ?? '—'],
    [
      t('pending.sponsor'),
      member.sponsor ? (
        <Link to={iqstemAdminPaths.details(member.sponsor.user_id)}>{member.sponsor.name}</Link>
      ) : (
        '—'
      ),
    ],
    [t('member.registered'), date(member.registered_at)],
    [t('pending.submitted'), date(member.submitted_at)],
  ]
  if (member.review_reason) rows.push([t('member.reason'), member.review_reason])
  return (
    <section className="card" aria-labelledby="iqstem-member-card">
      <h3 id="iqstem-member-card">{t('member.card')}</h3>
      <dl className="iqstem-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
