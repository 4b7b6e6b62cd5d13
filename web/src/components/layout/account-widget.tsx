import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../lib/paths.js'
import { useSession } from '../../lib/use-session.js'
import { useLogout } from './use-logout.js'
import './account-widget.css'

/** Signed in: the user's name (to /my-account) and logout. Guest: sign in and register (spec §2). */
export function AccountWidget() {
  const { t } = useTranslation()
  const { user } = useSession()
  const logout = useLogout()
  if (!user) {
    return (
      <div className="account-widget">
        <Link className="button button--ghost" to={paths.signIn}>
          {t('account.signIn')}
        </Link>
        <Link className="button" to={paths.register}>
          {t('account.register')}
        </Link>
      </div>
    )
  }
  const name = `${user.userFirstName} ${user.userLastName}`.trim() || user.userEmail
  return (
    <div className="account-widget">
      <Link className="account-widget__name" to={paths.myAccount} title={t('account.open')}>
        <span className="account-widget__avatar" aria-hidden="true">
          {(user.userFirstName[0] ?? user.userEmail[0] ?? '?').toUpperCase()}
        </span>
        {name}
      </Link>
      <button type="button" className="button button--ghost" onClick={() => void logout()}>
        {t('account.logout')}
      </button>
    </div>
  )
}
