import { formatEur } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useReferrals } from '../api/get-referrals.js'
import { iqstemPath } from '../utils/iqstem-paths.js'
import { ReferralStateBadge } from './referral-state-badge.js'

/**
 * my-consultants (spec §2, IQStem side): the consultants I sponsored, newest first: who, their
 * state (invited, registered, approved, on contract), when, and the commission their contracts
 * earned me.
 */
export function SponsoredConsultantsPage() {
  const { t, i18n } = useTranslation('network-iqstem')
  const referrals = useReferrals()
  const items = referrals.data?.items ?? []
  const language = i18n.language
  return (
    <section className="my-projects-list" aria-labelledby="sponsored-title">
      <div className="my-projects-list__head">
        <h2 id="sponsored-title">{t('referrals.title')}</h2>
        <Link className="button" to={iqstemPath('sponsor-consultant')}>
          {t('referrals.sponsor')}
        </Link>
      </div>
      <p className="muted">{t('referrals.intro')}</p>
      <ListState
        status={referrals.status}
        isEmpty={items.length === 0}
        emptyText={t('referrals.empty')}
        errorText={t('referrals.error')}
      >
        <ul className="my-projects-list__rows" aria-label={t('referrals.listLabel')}>
          {items.map((referral) => (
            <li key={referral.id} className="my-projects-list__row iqstem-row">
              <div className="my-projects-list__summary">
                <span className="my-projects-list__title">
                  {referral.first_name} {referral.last_name}
                </span>
                <ReferralStateBadge state={referral.state} />
                <span className="muted iqstem-email">{referral.email}</span>
              </div>
              <dl className="iqstem-row__facts">
                <div>
                  <dt>{t('referrals.invited')}</dt>
                  <dd>{formatDate(referral.invited_at, language)}</dd>
                </div>
                <div>
                  <dt>{t('referrals.registered')}</dt>
                  <dd>
                    {referral.registered_at
                      ? formatDate(referral.registered_at, language)
                      : t('referrals.notYet')}
                  </dd>
                </div>
                <div>
                  <dt>{t('referrals.accrued')}</dt>
                  <dd>{formatEur(referral.commission.accrued, language)}</dd>
                </div>
                <div>
                  <dt>{t('referrals.paid')}</dt>
                  <dd>{formatEur(referral.commission.paid, language)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </ListState>
      {referrals.status === 'success' && items.length === 0 && (
        <p>
          <Link to={iqstemPath('sponsor-consultant')}>{t('referrals.emptyLink')}</Link>
        </p>
      )}
    </section>
  )
}
