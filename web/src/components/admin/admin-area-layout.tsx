import type { AdminPermission } from '@iqs/protocol'
import { NavLink, Outlet } from 'react-router'
import { RequireAdminPermission } from './require-admin-permission.js'
import './admin-area.css'

/** One entry of an admin area's section menu: where it goes and its text, already translated. */
export interface AdminSection {
  to: string
  label: string
}

/**
 * An admin area (issue 18): its section menu beside the page, for an admin holding the area's
 * group only (`RequireAdminPermission`). Below 1100 px the menu sits above the page.
 *
 * @example <AdminAreaLayout permission="web_site" label={t('menu.label')} sections={[...]} />
 */
export function AdminAreaLayout({
  permission,
  label,
  sections,
}: {
  permission: AdminPermission
  label: string
  sections: readonly AdminSection[]
}) {
  return (
    <RequireAdminPermission permission={permission}>
      <div className="admin-area">
        <nav className="admin-area__menu" aria-label={label}>
          {sections.map((section) => (
            <NavLink key={section.to} to={section.to}>
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className="admin-area__page">
          <Outlet />
        </div>
      </div>
    </RequireAdminPermission>
  )
}
