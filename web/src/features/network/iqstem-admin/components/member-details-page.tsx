import { formatEur } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../../components/ui/query-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useMemberDetail } from '../api/get-member-detail.js'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import { CommissionLedger } from './commission-ledger.js'
import { HistoryCard } from './history-card.js'
import { LedgerTotals } from './ledger-totals.js'
import { MemberCard } from './member-card.js'
import { MemberLeads } from './member-leads.js'
import { memberName } from '../../member-admin/utils/member-name.js'
import { ReferralTable } from './referral-table.js'

/**
 * details/{memberId} (spec §2): a member's IQStem record: the membership, the leads brought, the
 * consultants sponsored, the commission ledger with the payment marking, and the admins' decisions.
 */
export function MemberDetailsPage({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const detail = useMemberDetail(memberId)
  const back = { to: iqstemAdminPaths.pending, labelKey: 'member.back' }
  if (!detail.data)
    return (
      <QueryState
        query={detail}
        ns="network-iqstem-admin"
        notFoundKey="member.notFound"
        errorKey="member.error"
        back={back}
      />
    )
  const { member, leads, referrals, ledger, history } = detail.data
  return (
    <section className="iqstem-admin__page" aria-labelledby="iqstem-member-title">
      <h2 id="iqstem-member-title">{memberName(member)}</h2>
      <div className="iqstem-grid">
        <MemberCard member={member} />
        <HistoryCard process="member" entries={history} />
      </div>
      <MemberLeads leads={leads} />
      <section aria-labelledby="iqstem-member-referrals">
        <h3 id="iqstem-member-referrals">{t('member.referrals', { count: referrals.length })}</h3>
        {referrals.length === 0 ? (
          <p className="muted">{t('member.noReferrals')}</p>
        ) : (
          <ReferralTable
            items={referrals}
            date={(iso) => (iso ? formatDate(iso, i18n.language) : '—')}
            money={(eur) => formatEur(eur, i18n.language)}
          />
        )}
      </section>
      <section className="iqstem-admin__page" aria-labelledby="iqstem-member-ledger">
        <h3 id="iqstem-member-ledger">{t('ledger.title')}</h3>
        <LedgerTotals ledger={ledger} />
        {ledger.items.length === 0 ? (
          <p className="muted">{t('ledger.empty')}</p>
        ) : (
          <CommissionLedger items={ledger.items} />
        )}
      </section>
    </section>
  )
}
