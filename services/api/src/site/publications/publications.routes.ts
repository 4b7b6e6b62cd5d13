import {
  dataEnvelope,
  publicationIdParamsSchema,
  publicationPageSchema,
  publicationQuerySchema,
  publicationSchema,
  publicationsQuerySchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { appError } from '../../platform/errors.js'
import { readerLanguage } from '../language/reader-language.js'
import { findPublicFile } from '../public-files/public-files.repository.js'
import { toPublicationDto } from './publication-dto.js'
import { findPublication, listPublications } from './publications.repository.js'
import { sendFile } from '../../platform/files/send-file.js'

/**
 * Publications: the list, one publication, and its download ('Télécharger ici'). Only published
 * ones (issue 18: an admin's draft is not on the site), in the reader's language (`?lang=`, else
 * Accept-Language).
 */
export const publicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/publications',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: "Published publications, newest first, one page at a time, in the reader's language",
        querystring: publicationsQuerySchema,
        response: { 200: dataEnvelope(publicationPageSchema) },
      },
    },
    async (request) => {
      const { query, page, page_size, lang } = request.query
      const language = readerLanguage(lang, request.headers['accept-language'])
      const result = await listPublications(app.db, { query, page, pageSize: page_size, language })
      return { data: { ...result, items: result.items.map(toPublicationDto) } }
    },
  )

  app.get(
    '/api/publications/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: "One published publication, in the reader's language",
        params: publicationIdParamsSchema,
        querystring: publicationQuerySchema,
        response: { 200: dataEnvelope(publicationSchema) },
      },
    },
    async (request) => {
      const language = readerLanguage(request.query.lang, request.headers['accept-language'])
      const row = await findPublication(app.db, request.params.id, language)
      if (!row) throw appError('PUBLICATION_NOT_FOUND', `No publication ${request.params.id}`)
      return { data: toPublicationDto(row) }
    },
  )

  app.get(
    '/api/publications/:id/file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public content'],
        summary: "Download a published publication's file",
        params: publicationIdParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await findPublication(app.db, request.params.id, 'en')
      if (!row) throw appError('PUBLICATION_NOT_FOUND', `No publication ${request.params.id}`)
      const file = row.file_key ? await findPublicFile(app.db, row.file_key) : undefined
      if (!file) throw appError('FILE_NOT_FOUND', `Publication ${request.params.id} has no file`)
      return sendFile(reply, {
        content: file.data,
        contentType: file.content_type,
        name: file.file_name,
        caching: 'public',
      })
    },
  )
}
