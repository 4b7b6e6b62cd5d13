import type { PublicReference } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { apiUrl } from '../../../../lib/api-client.js'
import './about.css'

/**
 * A client reference of the clients page: the client's logo and name, its sector, what it said
 * and what the project was. The web-site admin previews a reference with it too.
 */
export function ReferenceCard({ reference }: { reference: PublicReference }) {
  const { t } = useTranslation('about')
  const { t: common } = useTranslation()
  return (
    <li className="card reference-card">
      <div className="reference-card__head">
        {reference.logo_url && (
          <img
            className="reference-card__logo"
            src={apiUrl(reference.logo_url)}
            alt={t('references.logo', { name: reference.client_name })}
            loading="lazy"
          />
        )}
        <div>
          <h3 className="reference-card__name">{reference.client_name}</h3>
          {reference.sector && <span className="chip">{common(`sectors.${reference.sector}`)}</span>}
        </div>
      </div>
      {reference.quote && (
        <blockquote className="reference-card__quote">
          <p>{reference.quote}</p>
        </blockquote>
      )}
      {reference.summary && <p className="reference-card__summary">{reference.summary}</p>}
    </li>
  )
}
