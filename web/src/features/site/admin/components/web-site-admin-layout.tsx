import { useTranslation } from 'react-i18next'
import { AdminAreaLayout } from '../../../../components/admin/admin-area-layout.js'
import { paths } from '../../../../lib/paths.js'
import './site-admin.css'

const SECTIONS = ['publications', 'ad-space', 'references', 'mail-outbox'] as const

/**
 * `/admin-web-site` (spec §2: publications, ad-space, references; and the mails kept while no SMTP
 * server is set): its section menu beside the page, for admins holding the `web_site` group only.
 */
export function WebSiteAdminLayout() {
  const { t } = useTranslation('admin-web-site')
  return (
    <AdminAreaLayout
      permission="web_site"
      label={t('menu.label')}
      sections={SECTIONS.map((section) => ({
        to: `${paths.adminWebSite}/${section}`,
        label: t(`menu.${section}`),
      }))}
    />
  )
}
