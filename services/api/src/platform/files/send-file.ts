import contentDisposition from 'content-disposition'
import type { FastifyReply } from 'fastify'

/** An Excel workbook's media type (the holders register, the partners' reports). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Who may keep a copy of a download: `private` (a member's own or someone else's personal file:
 * never stored by the browser or a proxy), `public` (the site's files, an hour), `revalidate`
 * (public, but asked again each time: a leader's CV changes with their profile).
 */
export type FileCaching = 'private' | 'public' | 'revalidate'

const CACHE_CONTROL: Record<FileCaching, string> = {
  private: 'private, no-store',
  public: 'public, max-age=3600',
  revalidate: 'no-cache',
}

/**
 * Sends a file as a download with the headers every download route needs: its type, its name
 * (RFC 6266 `content-disposition`, any characters), `nosniff` so that the browser never guesses
 * another type, and the caching that suits who it belongs to. `inline` lets the browser show it
 * (a public image or PDF); the default is a download.
 *
 * @example return sendFile(reply, { content, contentType: 'application/pdf', name: 'cv.pdf', caching: 'private' })
 */
export function sendFile(
  reply: FastifyReply,
  file: {
    content: Uint8Array
    contentType: string
    name: string
    caching: FileCaching
    inline?: boolean
  },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      contentDisposition(file.name, { type: file.inline ? 'inline' : 'attachment' }),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', CACHE_CONTROL[file.caching])
    .send(
      Buffer.isBuffer(file.content)
        ? file.content
        : Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
    )
}
