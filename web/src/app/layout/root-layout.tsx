import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { AccountWidget } from '../../components/layout/account-widget.js'
import { LanguageSwitch } from '../../components/layout/language-switch.js'
import { MainNav } from '../../components/layout/main-nav.js'
import { MenuDrawer } from '../../components/layout/menu-drawer.js'
import { SearchBox } from '../../components/layout/search-box.js'
import { SiteFooter } from '../../components/layout/site-footer.js'
import { PageLoading } from '../../components/ui/page-loading.js'
import { AdsColumn } from '../../features/site/ads/components/ads-column.js'
import { NewsletterForm } from '../../features/site/newsletter/components/newsletter-form.js'
import i18n from '../../lib/i18n.js'
import { paths } from '../../lib/paths.js'
import { useSession } from '../../lib/use-session.js'
import { DESKTOP_MENU, useMediaQuery, WIDE_LAYOUT } from '../../lib/use-media-query.js'
import { usePageTitleKey } from './route-handle.js'
import './root-layout.css'

/**
 * The network's notifications (issue 16), for signed-in members only: its code and texts load on
 * the first signed-in page, not with the guest's shell; nothing shows until they are there.
 */
const NotificationBell = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/network/notifications/components/notification-bell.js'),
    i18n.loadNamespaces('network-notifications'),
  ])
  return { default: module.NotificationBell }
})

/** The conversations' unread badge (issue 16, messages), for the network's members; loaded as the bell is. */
const MessagesBadge = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/network/conversations/components/messages-badge.js'),
    i18n.loadNamespaces('network-conversations'),
  ])
  return { default: module.MessagesBadge }
})
/** The roles that take part in conversations: consultants and project owners. */
const CONVERSING_ROLES: ReadonlySet<string> = new Set(['Consultant', 'Client', 'ExecPartner'])

/**
 * The site shell and its layout rules (spec §2): below 1100 px the menu is a
 * drawer; below 1750 px the ads sit under the main content; from 1750 px a
 * left column holds the menu and the ads, and the page title moves into the
 * header.
 */
export function RootLayout() {
  const { t } = useTranslation()
  const wide = useMediaQuery(WIDE_LAYOUT)
  const desktop = useMediaQuery(DESKTOP_MENU)
  const titleKey = usePageTitleKey()
  const title = titleKey ? t(titleKey) : ''
  const location = useLocation()
  const { user, role } = useSession()
  // The drawer is open on the page where it was opened: following one of its links closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null)
  const drawerOpen = drawerOpenAt === location.pathname

  useEffect(() => {
    document.title = title ? `${title} | IQS` : 'IQS'
  }, [title])

  const pageTitle = title && (
    <h1 className="page-title" id="page-title">
      {title}
    </h1>
  )

  return (
    <div className={`shell ${wide ? 'shell--wide' : desktop ? 'shell--desktop' : 'shell--compact'}`}>
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <header className="site-header">
        <div className="site-header__bar">
          {!desktop && (
            <button
              type="button"
              className="menu-button"
              aria-expanded={drawerOpen}
              aria-controls="menu-drawer"
              onClick={() => setDrawerOpenAt(location.pathname)}
            >
              <span className="menu-button__icon" aria-hidden="true" />
              {t('layout.menu')}
            </button>
          )}
          <Link to={paths.home} className="brand" aria-label={t('layout.homeLink')}>
            IQS
          </Link>
          {wide && pageTitle}
          <div className="site-header__tools">
            <SearchBox key={location.pathname === paths.search ? location.search : 'search'} />
            <LanguageSwitch />
            {user && CONVERSING_ROLES.has(role) && (
              <Suspense fallback={null}>
                <MessagesBadge />
              </Suspense>
            )}
            {user && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
            <AccountWidget />
          </div>
        </div>
        {desktop && !wide && (
          <div className="site-header__nav">
            <MainNav orientation="horizontal" />
          </div>
        )}
      </header>
      {!desktop && (
        <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpenAt(null)}>
          <MainNav orientation="vertical" />
        </MenuDrawer>
      )}
      <div className="shell__body">
        {wide && (
          <aside className="shell__side" aria-label={t('layout.sideColumn')}>
            <MainNav orientation="vertical" />
            <AdsColumn />
          </aside>
        )}
        <main id="main" className="shell__main" tabIndex={-1}>
          {!wide && pageTitle}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        {!wide && (
          <aside className="shell__ads" aria-label={t('layout.sideColumn')}>
            <AdsColumn />
          </aside>
        )}
      </div>
      <SiteFooter newsletter={<NewsletterForm />} />
    </div>
  )
}
