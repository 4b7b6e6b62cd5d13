import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SendGuestToSignIn } from '../../../../components/layout/send-guest-to-sign-in.js'
import { paths } from '../../../../lib/paths.js'
import type { Role } from '../../../../lib/session.js'
import { useSession } from '../../../../lib/use-session.js'

/**
 * A page of the profile, for the roles that have one (spec §2: consultants and executive partners
 * see /my-profile). A guest is sent to sign in; another role reads why there is nothing here and
 * the way to its account, rather than a page whose every call the api would refuse.
 */
export function RequireProfileRole({
  roles = ['Consultant', 'ExecPartner'],
  children,
}: {
  roles?: readonly Role[]
  children: ReactNode
}) {
  const { t } = useTranslation('network-profile')
  const { user, role } = useSession()
  if (!user) return <SendGuestToSignIn />
  if (!roles.includes(role))
    return (
      <section className="card profile-not-for-role" role="status">
        <h2>{t('notForRole.title')}</h2>
        <p>{t(roles.length === 1 ? 'notForRole.showcase' : 'notForRole.text')}</p>
        <Link className="button" to={paths.myAccount}>
          {t('notForRole.link')}
        </Link>
      </section>
    )
  return children
}
