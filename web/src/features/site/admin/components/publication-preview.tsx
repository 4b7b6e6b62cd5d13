import type { AdminPublicationDetail, Publication, PublicationInput } from '@iqs/protocol'
import { PublicationCard } from '../../publications/components/publication-card.js'
import { PreviewFrame } from './preview-frame.js'

/**
 * The publication as the public list will show it, from the form as typed (before saving) and its
 * stored files: French where written, English otherwise, as the api answers a reader.
 */
export function PublicationPreview({
  values,
  record,
}: {
  values: Partial<PublicationInput>
  record: AdminPublicationDetail | undefined
}) {
  return (
    <PreviewFrame>
      {(language) => {
        const pick = (english: string | null | undefined, french: string | null | undefined) =>
          (language === 'fr' && french?.trim()) || english?.trim() || null
        const publication: Publication = {
          id: record?.id ?? 0,
          title: pick(values.title_en, values.title_fr),
          content: pick(values.content_en, values.content_fr),
          published_at:
            values.date && /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? `${values.date}T12:00:00.000Z` : null,
          file: record?.file ?? null,
          cover_url: record?.cover?.url ?? null,
        }
        return (
          <ul className="card-grid site-admin__preview-list">
            <PublicationCard publication={publication} />
          </ul>
        )
      }}
    </PreviewFrame>
  )
}
