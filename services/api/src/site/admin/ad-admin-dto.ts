import type { AdminAd, SiteFile } from '@iqs/protocol'
import { storagePath } from '../public-files/storage-path.js'
import type { AdminAdRow } from './ads-admin.repository.js'

/**
 * Where an ad leads, as the admin edits it: a site path or URL as it is; a bare storage key (the
 * demo's brochure) as the path the browser opens, `/api/storage/{key}`, which the form accepts.
 */
export function adLinkOf(addLink: string): string {
  return /^(\/|https?:\/\/)/.test(addLink) ? addLink : storagePath(addLink)
}

/** The form's fields of a row, as the journal compares them before and after a change. */
export function adFieldsOf(row: AdminAdRow) {
  return {
    title_en: row.title,
    title_fr: row.title_fr,
    description_en: row.description,
    description_fr: row.description_fr,
    link: adLinkOf(row.add_link),
    position: row.position,
    active: row.active,
    active_from: row.active_from,
    active_until: row.active_until,
  }
}

/** Whether the public side column shows the ad on `day` (YYYY-MM-DD): as `GET /api/adds` decides. */
export function isShowing(row: AdminAdRow, day: string): boolean {
  return (
    row.active &&
    row.image_link !== null &&
    (row.active_from === null || row.active_from <= day) &&
    (row.active_until === null || row.active_until >= day)
  )
}

/** An ad as its admin sees it, with its image's name, type and size. */
export function toAdminAd(row: AdminAdRow, files: ReadonlyMap<string, SiteFile>, day: string): AdminAd {
  return {
    id: row.id,
    ...adFieldsOf(row),
    image: (row.image_link && files.get(row.image_link)) || null,
    showing: isShowing(row, day),
    updated_at: row.updated_at.toISOString(),
  }
}
