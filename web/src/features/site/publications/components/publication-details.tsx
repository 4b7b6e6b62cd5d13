import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { apiUrl } from '../../../../lib/api-client.js'
import { formatDate } from '../../../../lib/format.js'
import { paths } from '../../../../lib/paths.js'
import { usePublication } from '../api/get-publication.js'
import { DownloadLink } from './download-link.js'
import './publications.css'

export function PublicationDetails({ publicationId }: { publicationId: string }) {
  const { t, i18n } = useTranslation('publications')
  const publication = usePublication(publicationId)
  const notFound = publication.error && 'status' in publication.error && publication.error.status === 404
  return (
    <ListState
      status={publication.status}
      isEmpty={false}
      emptyText=""
      errorText={notFound ? t('detail.notFound') : t('error')}
    >
      {publication.data && (
        <article className="card publication-details">
          <p>
            <Link to={paths.publications}>← {t('detail.back')}</Link>
          </p>
          {publication.data.cover_url && (
            <img className="publication-cover" src={apiUrl(publication.data.cover_url)} alt="" />
          )}
          <p className="muted">
            {publication.data.published_at
              ? formatDate(publication.data.published_at, i18n.language)
              : t('placeholders.date')}
          </p>
          <h2 className="publication-details__title">{publication.data.title ?? t('placeholders.title')}</h2>
          <p className="publication-details__content">
            {publication.data.content ?? t('placeholders.content')}
          </p>
          <DownloadLink publication={publication.data} />
        </article>
      )}
    </ListState>
  )
}
