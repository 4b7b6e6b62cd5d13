import { sectorSchema, type ContentLanguage, type PublicReference } from '@iqs/protocol'
import { inLanguage } from '../language/reader-language.js'
import { storagePath } from '../public-files/storage-path.js'
import type { SiteReferenceRow } from './references.table.js'

/** A reference as the clients page reads it, in the reader's language (French where written). */
export function toPublicReference(row: SiteReferenceRow, language: ContentLanguage): PublicReference {
  const sector = sectorSchema.safeParse(row.sector)
  return {
    id: row.id,
    client_name: row.client_name,
    sector: sector.success ? sector.data : null,
    logo_url: row.logo_key ? storagePath(row.logo_key) : null,
    quote: inLanguage(language, row.quote_en, row.quote_fr),
    summary: inLanguage(language, row.summary_en, row.summary_fr),
  }
}
