import { RequireAdminPermission } from '../../components/admin/require-admin-permission.js'
import { MailOutboxPage } from '../../features/admin-mail/components/mail-outbox-page.js'

/**
 * `/admin-web-site/mail-outbox`: admins holding the web-site group only. Anyone else is told so at
 * the address they asked for (a guest with a way to sign in); the api refuses them the same.
 */
export function MailOutboxRoute() {
  return (
    <RequireAdminPermission permission="web_site">
      <MailOutboxPage />
    </RequireAdminPermission>
  )
}
