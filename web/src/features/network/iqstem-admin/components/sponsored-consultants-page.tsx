import { formatEur, REFERRAL_STATES, referralStateSchema } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useAdminReferrals } from '../api/get-admin-referrals.js'
import { ReferralTable } from './referral-table.js'
import { StateFilter } from './state-filter.js'

/**
 * consultants (spec §2): the consultants every member sponsored: who sponsored them (their page),
 * how far they are (invited, registered, approved, on contract), when, and what they earned the sponsor.
 */
export function SponsoredConsultantsPage() {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const [params, setParams] = useSearchParams()
  const parsed = referralStateSchema.safeParse(params.get('state'))
  const state = parsed.success ? parsed.data : undefined
  const referrals = useAdminReferrals(state)
  const items = referrals.data?.items ?? []
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—')
  return (
    <section className="iqstem-admin__page" aria-labelledby="iqstem-consultants-title">
      <h2 id="iqstem-consultants-title">{t('consultants.title')}</h2>
      <p className="muted">{t('consultants.intro')}</p>
      <StateFilter
        kind="referral"
        states={REFERRAL_STATES}
        value={state}
        onChange={(next) => setParams(next ? { state: next } : {}, { replace: true })}
      />
      <ListState
        status={referrals.status}
        isEmpty={items.length === 0}
        emptyText={t('consultants.empty')}
        errorText={t('consultants.error')}
      >
        <ReferralTable items={items} date={date} money={(v) => formatEur(v, i18n.language)} withSponsor />
      </ListState>
    </section>
  )
}
