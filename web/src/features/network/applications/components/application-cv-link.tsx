import type { Application } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { apiUrl } from '../../../../lib/api-client.js'
import { formatFileSize } from '../../../../lib/format.js'

/** The CV sent with an application, to download (the consultant, the owner and admins may). */
export function ApplicationCvLink({ cv }: { cv: Application['cv'] }) {
  const { t, i18n } = useTranslation('network-applications')
  if (!cv) return <span className="muted">{t('detail.noCv')}</span>
  return (
    <a href={apiUrl(cv.url)} download={cv.file_name}>
      {t('detail.downloadCv', { name: cv.file_name, size: formatFileSize(cv.size, i18n.language) })}
    </a>
  )
}
