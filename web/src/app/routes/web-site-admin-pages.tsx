import { AdSpacePage } from '../../features/site/admin/components/ad-space-page.js'
import { PublicationsPage } from '../../features/site/admin/components/publications-page.js'
import { ReferencesPage } from '../../features/site/admin/components/references-page.js'
import { WebSiteAdminLayout } from '../../features/site/admin/components/web-site-admin-layout.js'

/**
 * The /admin-web-site pages of issue 18 (the router loads them lazily). The layout refuses anyone
 * but an admin holding the `web_site` group, so no page below it renders (nor calls the api) for
 * them; the api refuses them too.
 */
export const WebSiteAdminLayoutRoute = () => <WebSiteAdminLayout />
export const PublicationsAdminRoute = () => <PublicationsPage />
export const AdSpaceAdminRoute = () => <AdSpacePage />
export const ReferencesAdminRoute = () => <ReferencesPage />
