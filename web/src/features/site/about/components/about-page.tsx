import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../lib/paths.js'
import { ClientReferences } from './client-references.js'
import './about.css'

/** The copy of one about-us page in the `about` namespace. */
interface AboutCopy {
  lead: string
  highlights?: { value: string; label: string }[]
  itemsTitle: string
  items: { title: string; text: string }[]
  closingTitle?: string
  closing?: string[]
}

export type AboutPageKey =
  'services' | 'practices' | 'clients' | 'execPartners' | 'consultants' | 'iqstem' | 'iqsTokens'

/** The join pages (spec §2: Why us, Executive Partners, Consultants, Ecosystem, Share Tokens). */
const JOIN_PAGES: readonly AboutPageKey[] = ['clients', 'execPartners', 'consultants', 'iqstem', 'iqsTokens']

/**
 * An about-us page: its lead, key figures, the cards of what it offers, a
 * closing note, and on the join pages the 'Apply to join' button leading to
 * registration. The clients page also shows the client references (issue 18).
 */
export function AboutPage({ page }: { page: AboutPageKey }) {
  const { t } = useTranslation('about')
  const copy = t(page, { returnObjects: true }) as AboutCopy
  const join = JOIN_PAGES.includes(page)
  return (
    <article className="about">
      <p className="lead">{copy.lead}</p>
      {join && <ApplyButton />}
      {copy.highlights && (
        <ul className="highlights">
          {copy.highlights.map((highlight) => (
            <li key={highlight.label} className="highlight">
              <strong>{highlight.value}</strong>
              <span>{highlight.label}</span>
            </li>
          ))}
        </ul>
      )}
      <section className="section" aria-labelledby={`${page}-items`}>
        <h2 id={`${page}-items`}>{copy.itemsTitle}</h2>
        <ol className="card-grid about__items">
          {copy.items.map((item, index) => (
            <li key={item.title} className="card about__item">
              <span className="about__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {page === 'clients' && <ClientReferences />}
      {copy.closing && (
        <section className="section card about__closing">
          {copy.closingTitle && <h2>{copy.closingTitle}</h2>}
          {copy.closing.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {join && <ApplyButton />}
        </section>
      )}
    </article>
  )
}

function ApplyButton() {
  const { t } = useTranslation('about')
  return (
    <p>
      <Link className="button button--gold button--large" to={paths.register}>
        {t('apply')}
      </Link>
    </p>
  )
}
