import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import { StateBadge } from './state-badge.js'

interface ReferralRow {
  id: number
  first_name: string
  last_name: string
  email: string
  state: string
  invited_at: string
  registered_at: string | null
  commission: { accrued: string; paid: string }
  sponsor?: { user_id: number; name: string }
}

/** Sponsored consultants as a table; with their sponsor on the area's list, without on a member's page. */
export function ReferralTable({
  items,
  date,
  money,
  withSponsor = false,
}: {
  items: readonly ReferralRow[]
  date: (iso: string | null) => string
  money: (eur: string) => string
  withSponsor?: boolean
}) {
  const { t } = useTranslation('network-iqstem-admin')
  return (
    <div className="iqstem-table-wrap">
      <table className="iqstem-table">
        <caption className="visually-hidden">{t('consultants.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('consultants.name')}</th>
            <th scope="col">{t('consultants.email')}</th>
            {withSponsor && <th scope="col">{t('consultants.sponsor')}</th>}
            <th scope="col">{t('consultants.state')}</th>
            <th scope="col">{t('consultants.invited')}</th>
            <th scope="col">{t('consultants.registered')}</th>
            <th scope="col" className="num">
              {t('consultants.accrued')}
            </th>
            <th scope="col" className="num">
              {t('consultants.paid')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((referral) => (
            <tr key={referral.id}>
              <th scope="row">
                {referral.first_name} {referral.last_name}
              </th>
              <td className="iqstem-table__email">{referral.email}</td>
              {withSponsor && (
                <td>
                  {referral.sponsor && (
                    <Link to={iqstemAdminPaths.details(referral.sponsor.user_id)}>
                      {referral.sponsor.name}
                    </Link>
                  )}
                </td>
              )}
              <td>
                <StateBadge kind="referral" state={referral.state} />
              </td>
              <td>{date(referral.invited_at)}</td>
              <td>{date(referral.registered_at)}</td>
              <td className="num">{money(referral.commission.accrued)}</td>
              <td className="num">{money(referral.commission.paid)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
