import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../lib/paths.js'
import './home.css'

const AUDIENCES = [
  { key: 'clients', to: paths.clients },
  { key: 'execPartners', to: paths.execPartners },
  { key: 'consultants', to: paths.consultants },
  { key: 'iqstem', to: paths.iqstem },
] as const

/** The public home: the promise, the figures, who the network is for, and where to go next. */
export function HomePage() {
  const { t } = useTranslation('home')
  const figures = t('figures', { returnObjects: true }) as { value: string; label: string }[]
  return (
    <div className="home">
      <section className="hero">
        <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
        <h2 className="hero__title">{t('hero.title')}</h2>
        <p className="hero__text">{t('hero.text')}</p>
        <div className="hero__actions">
          <Link className="button button--gold button--large" to={paths.projects}>
            {t('hero.projects')}
          </Link>
          <Link className="button button--secondary button--large" to={paths.contactUs}>
            {t('hero.contact')}
          </Link>
        </div>
      </section>
      <ul className="home__figures">
        {figures.map((figure) => (
          <li key={figure.label}>
            <strong>{figure.value}</strong>
            <span>{figure.label}</span>
          </li>
        ))}
      </ul>
      <section className="section" aria-labelledby="home-audiences">
        <h2 id="home-audiences">{t('audiences.title')}</h2>
        <ul className="card-grid">
          {AUDIENCES.map((audience) => (
            <li key={audience.key} className="card home__audience">
              <h3>{t(`audiences.${audience.key}.title`)}</h3>
              <p>{t(`audiences.${audience.key}.text`)}</p>
              <Link to={audience.to}>{t('audiences.more')}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="section home__split">
        <div className="card">
          <h2>{t('model.title')}</h2>
          <p>{t('model.text')}</p>
          <Link to={paths.services}>{t('model.link')}</Link>
        </div>
        <div className="card home__tokens">
          <h2>{t('tokens.title')}</h2>
          <p>{t('tokens.text')}</p>
          <Link to={paths.iqsTokens}>{t('tokens.link')}</Link>
        </div>
      </section>
      <section className="section home__cta">
        <div>
          <h2>{t('cta.title')}</h2>
          <p>{t('cta.text')}</p>
        </div>
        <div className="hero__actions">
          <Link className="button button--gold button--large" to={paths.leadersBySector}>
            {t('cta.leaders')}
          </Link>
          <Link className="button button--secondary button--large" to={paths.publications}>
            {t('cta.publications')}
          </Link>
        </div>
      </section>
    </div>
  )
}
