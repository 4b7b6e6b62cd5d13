import type { Publication } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { apiUrl } from '../../../../lib/api-client.js'
import { formatFileSize } from '../../../../lib/format.js'

/** 'Télécharger ici' / 'Download here', with the file's size; a placeholder when there is no file. */
export function DownloadLink({ publication }: { publication: Publication }) {
  const { t, i18n } = useTranslation('publications')
  if (!publication.file) return <span className="chip chip--placeholder">{t('placeholders.file')}</span>
  return (
    <a
      className="button button--secondary"
      href={apiUrl(publication.file.url)}
      download={publication.file.name}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M12 3v12m0 0 5-5m-5 5-5-5M4 20h16" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {t('download')}
      <span className="muted"> ({formatFileSize(publication.file.size, i18n.language)})</span>
    </a>
  )
}
