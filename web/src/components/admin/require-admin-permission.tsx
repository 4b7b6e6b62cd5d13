import type { AdminPermission } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../lib/paths.js'
import { useAdminPermissions } from '../../lib/use-admin-permissions.js'
import { useSession } from '../../lib/use-session.js'
import { PageLoading } from '../ui/page-loading.js'

/**
 * An admin area's pages show only to an admin holding its group (issue 18). Anyone else reads, at
 * the address they asked for, that the page is not theirs: a guest with the way to sign in, an
 * admin without the group with which group it needs. The api refuses every call too.
 */
export function RequireAdminPermission({
  permission,
  children,
}: {
  permission: AdminPermission
  children: ReactNode
}) {
  const { user, role } = useSession()
  const { permissions, pending } = useAdminPermissions()
  const { t } = useTranslation()
  if (role === 'Admin' && pending) return <PageLoading />
  if (role === 'Admin' && permissions.has(permission)) return children
  return (
    <section className="card admin-denied" role="alert">
      <h2>{t('adminArea.denied.title')}</h2>
      <p>
        {role === 'Admin'
          ? t('adminArea.denied.missing', { group: t(`adminArea.permissions.${permission}`) })
          : t('adminArea.denied.adminsOnly')}
      </p>
      {!user && (
        <Link className="button" to={paths.signIn}>
          {t('adminArea.denied.signIn')}
        </Link>
      )}
    </section>
  )
}
