import type { Leader } from '@iqs/protocol'
import { storagePath } from '../public-files/storage-path.js'
import type { ExecutivePartnerCardRow } from './executive-partner-cards.table.js'

/** A card row as the api answers it, files as storage paths. */
export function toLeaderDto(row: ExecutivePartnerCardRow): Leader {
  return {
    id: row.id,
    full_name: row.full_name,
    headline: row.headline,
    sector: row.sector,
    practice: row.practice,
    function: row.business_function,
    expertise: row.expertise,
    degree: row.degree,
    rating: row.rating,
    availability: row.availability,
    cv_url: row.cv_file_key ? storagePath(row.cv_file_key) : null,
    photo_url: row.photo_file_key ? storagePath(row.photo_file_key) : null,
  }
}
