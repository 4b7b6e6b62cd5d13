import { PROFILE_SECTIONS } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { paths } from '../../../../lib/paths.js'
import './profile.css'

/** The pages of /my-profile, in the menu's order. */
const PAGES = ['', ...PROFILE_SECTIONS, 'view-profile'] as const

const titleKey = (page: (typeof PAGES)[number]) =>
  page === '' ? 'overview.title' : page === 'view-profile' ? 'view.title' : `${page}.title`

/** A /my-profile page: the sections' menu, then the page's heading and content. */
export function ProfileFrame({ page, children }: { page: (typeof PAGES)[number]; children: ReactNode }) {
  const { t } = useTranslation('network-profile')
  return (
    <div className="profile-frame">
      <nav className="profile-frame__nav" aria-label={t('nav.label')}>
        <ul>
          {PAGES.map((p) => (
            <li key={p}>
              <NavLink end to={p ? `${paths.myProfile}/${p}` : paths.myProfile}>
                {t(titleKey(p))}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="profile-frame__content">
        <h2 className="profile-frame__title">{t(titleKey(page))}</h2>
        {children}
      </div>
    </div>
  )
}
