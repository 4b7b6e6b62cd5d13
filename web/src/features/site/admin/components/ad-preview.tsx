import type { AdInput, AdminAdDetail } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { AdCard } from '../../ads/components/ads-column.js'
import { PreviewFrame } from './preview-frame.js'

/** The storage key of a stored file, from the address the api gives it (`/api/storage/{key}`). */
const storageKey = (url: string) => url.replace(/^\/api\/storage\//, '')

/** The ad as the side column will show it, from the form as typed and its stored image. */
export function AdPreview({
  values,
  record,
}: {
  values: Partial<AdInput>
  record: AdminAdDetail | undefined
}) {
  const { t } = useTranslation('admin-web-site')
  return (
    <PreviewFrame>
      {(language) => {
        if (!record?.image) return <p className="muted">{t('ads.noImagePreview')}</p>
        const pick = (english: string | null | undefined, french: string | null | undefined) =>
          (language === 'fr' && french?.trim()) || english?.trim() || ''
        return (
          <ul className="ads__list site-admin__ad-preview">
            <AdCard
              ad={{
                id: record.id,
                title: pick(values.title_en, values.title_fr),
                description: pick(values.description_en, values.description_fr),
                image_link: storageKey(record.image.url),
                add_link: values.link || record.link,
              }}
            />
          </ul>
        )
      }}
    </PreviewFrame>
  )
}
