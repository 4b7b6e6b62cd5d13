import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../lib/paths.js'

/** Any unknown path (spec §2): the 404 text (the shell shows it as the page title), a link home and a link back. */
export function NotFoundPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <section className="card not-found" aria-labelledby="page-title">
      <p>{t('notFound.text')}</p>
      <p className="not-found__actions">
        <Link className="button" to={paths.home}>
          {t('notFound.home')}
        </Link>
        <a
          className="button button--secondary"
          href="#back"
          onClick={(event) => {
            event.preventDefault()
            void navigate(-1)
          }}
        >
          {t('notFound.back')}
        </a>
      </p>
    </section>
  )
}
