import { sectorSchema, type AdminReference, type SiteFile } from '@iqs/protocol'
import type { SiteReferenceRow } from '../references/references.table.js'

/** The form's fields of a row, as the journal compares them before and after a change. */
export function referenceFieldsOf(row: SiteReferenceRow) {
  const sector = sectorSchema.safeParse(row.sector)
  return {
    client_name: row.client_name,
    sector: sector.success ? sector.data : null,
    quote_en: row.quote_en,
    quote_fr: row.quote_fr,
    summary_en: row.summary_en,
    summary_fr: row.summary_fr,
    position: row.position,
    visible: row.visible,
  }
}

/** A reference as its admin sees it, with its logo's name, type and size. */
export function toAdminReference(
  row: SiteReferenceRow,
  files: ReadonlyMap<string, SiteFile>,
): AdminReference {
  return {
    id: row.id,
    ...referenceFieldsOf(row),
    logo: (row.logo_key && files.get(row.logo_key)) || null,
    updated_at: row.updated_at.toISOString(),
  }
}
