import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../lib/paths.js'
import './site-footer.css'

/** The footer of spec §2; the newsletter box comes from its feature through `newsletter`. */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const { t } = useTranslation()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <span className="brand brand--light">IQS</span>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.myAccount}>{t('footer.myAccount')}</Link>
            </li>
            <li>
              <Link to={paths.aboutUs}>{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to={paths.leadersBySector}>{t('footer.execPartners')}</Link>
            </li>
            <li>
              <Link to={paths.leadersBySector}>{t('footer.practices')}</Link>
            </li>
            <li>
              <Link to={paths.projects}>{t('footer.projects')}</Link>
            </li>
            <li>
              <Link to={paths.iqsTokens}>{t('footer.iqsTokens')}</Link>
            </li>
            <li>
              <a href={paths.dataProtection}>{t('footer.dataProtection')}</a>
            </li>
            <li>
              <a href={paths.terms}>{t('footer.terms')}</a>
            </li>
          </ul>
        </nav>
        <div className="site-footer__newsletter">{newsletter}</div>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: 2024 })}</p>
    </footer>
  )
}
