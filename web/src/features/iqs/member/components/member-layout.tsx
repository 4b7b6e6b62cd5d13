import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { paths } from '../../../../lib/paths.js'
import { useSession } from '../../../../lib/use-session.js'
import { useProfile } from '../api/get-profile.js'
import { NotAuthorized } from './not-authorized.js'
import './iqs-member.css'

/** The pages an APPROVED share owner sees besides register (spec §2). */
export const TRADER_PAGES = [
  'buy-sell',
  'settlement',
  'account-history',
  'financial-news',
  'voting',
  'dividends',
  'verify',
] as const

/**
 * The /my-iqs-tokens area: its menu and the page. Only an APPROVED white-list status opens the
 * trader pages; anyone else sees register alone, and a trader page explains why it is closed.
 */
export function MemberLayout() {
  const { t } = useTranslation('iqs-member')
  const { pathname } = useLocation()
  const { user } = useSession()
  const profile = useProfile({ enabled: user !== null })
  const approved = profile.data?.white_list_status === 'APPROVED'
  const page = pathname.split('/')[2] ?? 'register'
  const traderPage = (TRADER_PAGES as readonly string[]).includes(page)
  return (
    <div className="iqs-member">
      <nav className="iqs-member__menu" aria-label={t('menu.label')}>
        <NavLink to={`${paths.myIqsTokens}/register`}>{t('menu.register')}</NavLink>
        {approved &&
          TRADER_PAGES.map((name) => (
            <NavLink key={name} to={`${paths.myIqsTokens}/${name}`}>
              {t(`menu.${name}`)}
            </NavLink>
          ))}
      </nav>
      <div className="iqs-member__page">
        {/* The index only redirects to register: a guest follows it too. */}
        {user === null && pathname.replace(/\/$/, '') !== paths.myIqsTokens ? (
          <section className="card" aria-labelledby="sign-in-needed">
            <h2 id="sign-in-needed">{t('signInNeeded.title')}</h2>
            <p>{t('signInNeeded.text')}</p>
            <Link className="button" to={paths.signIn}>
              {t('signInNeeded.action')}
            </Link>
          </section>
        ) : /* While the profile loads the page starts too (its own calls are refused unless approved). */
        traderPage && profile.isSuccess && !approved ? (
          <NotAuthorized status={profile.data?.white_list_status ?? 'REGISTERING'} />
        ) : (
          <Outlet />
        )}
      </div>
    </div>
  )
}
