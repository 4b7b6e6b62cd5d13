import { text } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { appError } from '../../platform/errors.js'
import { findPublicFile } from './public-files.repository.js'
import { STORAGE_KEY_PATTERN } from './storage-path.js'
import { sendFile } from '../../platform/files/send-file.js'

/**
 * `GET /api/storage/*`: the public files (ad images, publication downloads,
 * CVs). `?download=1` asks the browser to save rather than show the file.
 */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/storage/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: 'A public file by its storage key',
        params: z.object({
          '*': text().max(200).regex(STORAGE_KEY_PATTERN, 'not a storage key'),
        }),
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const file = await findPublicFile(app.db, request.params['*'])
      if (!file) throw appError('FILE_NOT_FOUND', `No file ${request.params['*']}`)
      // An SVG opened on its own must not run script in our origin.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      return sendFile(reply, {
        content: file.data,
        contentType: file.content_type,
        name: file.file_name,
        caching: 'public',
        inline: request.query.download !== '1',
      })
    },
  )
}
