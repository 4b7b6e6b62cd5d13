import type { AdminPublication, SiteFile } from '@iqs/protocol'
import { isoDay } from '../../platform/clock.js'
import type { PublicationRow } from '../publications/publications.table.js'

/** The form's fields of a row, as the journal compares them before and after a change. */
export function publicationFieldsOf(row: PublicationRow) {
  return {
    title_en: row.title,
    title_fr: row.title_fr,
    content_en: row.content,
    content_fr: row.content_fr,
    date: row.published_at ? isoDay(row.published_at) : null,
  }
}

/** A publication as its admin sees it, with its files' names, types and sizes. */
export function toAdminPublication(
  row: PublicationRow,
  files: ReadonlyMap<string, SiteFile>,
): AdminPublication {
  return {
    id: row.id,
    ...publicationFieldsOf(row),
    published: row.published,
    file: (row.file_key && files.get(row.file_key)) || null,
    cover: (row.cover_key && files.get(row.cover_key)) || null,
    updated_at: row.updated_at.toISOString(),
  }
}
