import type { Publication } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { apiUrl } from '../../../../lib/api-client.js'
import { formatDate } from '../../../../lib/format.js'
import { paths } from '../../../../lib/paths.js'
import { DownloadLink } from './download-link.js'

export function PublicationCard({ publication }: { publication: Publication }) {
  const { t, i18n } = useTranslation('publications')
  return (
    <li className="card publication-card">
      {publication.cover_url && (
        <img className="publication-cover" src={apiUrl(publication.cover_url)} alt="" loading="lazy" />
      )}
      <p className="publication-card__date muted">
        {publication.published_at
          ? formatDate(publication.published_at, i18n.language)
          : t('placeholders.date')}
      </p>
      <h2 className="publication-card__title">
        <Link to={paths.publication(publication.id)}>{publication.title ?? t('placeholders.title')}</Link>
      </h2>
      <p className="publication-card__content">{publication.content ?? t('placeholders.content')}</p>
      <DownloadLink publication={publication} />
    </li>
  )
}
