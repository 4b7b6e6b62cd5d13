import { sectorSchema, type AdminReferenceDetail, type ReferenceInput } from '@iqs/protocol'
import { ReferenceCard } from '../../about/components/reference-card.js'
import { PreviewFrame } from './preview-frame.js'

/** The reference as the clients page will show it, from the form as typed and its stored logo. */
export function ReferencePreview({
  values,
  record,
}: {
  values: Partial<ReferenceInput>
  record: AdminReferenceDetail | undefined
}) {
  return (
    <PreviewFrame>
      {(language) => {
        const pick = (english: string | null | undefined, french: string | null | undefined) =>
          (language === 'fr' && french?.trim()) || english?.trim() || null
        const sector = sectorSchema.safeParse(values.sector)
        return (
          <ul className="card-grid reference-list">
            <ReferenceCard
              reference={{
                id: record?.id ?? 0,
                client_name: values.client_name?.trim() || record?.client_name || '',
                sector: sector.success ? sector.data : null,
                logo_url: record?.logo?.url ?? null,
                quote: pick(values.quote_en, values.quote_fr),
                summary: pick(values.summary_en, values.summary_fr),
              }}
            />
          </ul>
        )
      }}
    </PreviewFrame>
  )
}
