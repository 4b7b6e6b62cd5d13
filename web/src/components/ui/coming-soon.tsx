import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { paths } from '../../lib/paths.js'

/**
 * The page of a route whose screen belongs to a later issue: says so
 * clearly, shows where the visitor is, and offers a way on.
 */
export function ComingSoon({ areaKey }: { areaKey: string }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <section className="card coming-soon" aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title">{t('comingSoon.title', { area: t(areaKey) })}</h2>
      <p>{t('comingSoon.text')}</p>
      <p className="muted">
        <code>{pathname}</code>
      </p>
      <Link className="button button--secondary" to={paths.home}>
        {t('notFound.home')}
      </Link>
    </section>
  )
}
