import type { Publication } from '@iqs/protocol'
import { storagePath } from '../public-files/storage-path.js'
import type { PublicationListing } from './publications.repository.js'

/** A publication as the api answers it; its file downloads through `/api/publications/:id/file`. */
export function toPublicationDto(row: PublicationListing): Publication {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    published_at: row.published_at ? row.published_at.toISOString() : null,
    file:
      row.file_key && row.file_name && row.file_content_type
        ? {
            name: row.file_name,
            content_type: row.file_content_type,
            size: row.file_size ?? 0,
            url: `/api/publications/${row.id}/file`,
          }
        : null,
    cover_url: row.cover_key ? storagePath(row.cover_key) : null,
  }
}
