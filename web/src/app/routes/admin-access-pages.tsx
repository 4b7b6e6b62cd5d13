import { RequireAdminPermission } from '../../components/admin/require-admin-permission.js'
import { AdminAccessPage } from '../../features/identity/admin-access/components/admin-access-page.js'

/** `/admin-access` (issue 18): for admins holding the `admins` group; anyone else is told why. */
export const AdminAccessRoute = () => (
  <RequireAdminPermission permission="admins">
    <AdminAccessPage />
  </RequireAdminPermission>
)
