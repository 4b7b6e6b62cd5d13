import multipart from '@fastify/multipart'
import {
  dataEnvelope,
  isSafeText,
  NEWS_FILE_MAX_BYTES,
  newsFieldsSchema,
  newsSchema,
  TEXT_REFUSED,
  tokenSideIdParamSchema,
} from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { handleStreamCommand } from '../../platform/event-sourcing/stream-command-handler.js'
import { appError } from '../../platform/errors.js'
import { isApprovedTrader } from '../share-owners/approved-trader.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { newsDecider, newsStreamId, type NewsPublished } from './news-decider.js'
import { checkNewsFile } from './news-file-check.js'
import type { IqsNewsTable } from './news.table.js'
import { sendFile } from '../../platform/files/send-file.js'

const toDto = (row: IqsNewsTable) => ({
  id: row.news_id,
  title: row.title,
  body: row.body,
  file:
    row.file_name && row.file_media_type && row.file_size !== null
      ? {
          name: row.file_name,
          mediaType: row.file_media_type,
          size: Number(row.file_size),
          url: `/api/iqs/news/${row.news_id}/file`,
        }
      : null,
  publishedAt: new Date(row.published_at).toISOString(),
})

/**
 * Financial news (spec: news with title, body and a file): admins publish (multipart, the file
 * checked by size and by content), approved traders and admins read. Stream `news-<id>`; the file's
 * bytes are kept under DATA_DIR/uploads/iqs-news, the log holds its name, size and hash.
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: NEWS_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  })
  const uploads = path.join(app.config.dataDir, 'uploads', 'iqs-news')

  const requireReader = async (request: FastifyRequest) => {
    const user = requireUser(request)
    if (user.role !== 'Admin' && !(await isApprovedTrader(app.db, user.id)))
      throw appError('IQS_TRADER_NOT_APPROVED')
    return user
  }

  app.get(
    '/api/iqs/news',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['news'],
        summary: 'Financial news, newest first (approved traders and admins)',
        response: { 200: dataEnvelope(z.array(newsSchema)) },
      },
    },
    async (request) => {
      await requireReader(request)
      const rows = await app.db
        .selectFrom('iqs_news')
        .selectAll()
        .orderBy('published_at', 'desc')
        .limit(200)
        .execute()
      return { data: rows.map(toDto) }
    },
  )

  app.get(
    '/api/iqs/news/:id/file',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['news'], summary: "A news item's attachment", params: tokenSideIdParamSchema },
    },
    async (request, reply) => {
      await requireReader(request)
      const row = await app.db
        .selectFrom('iqs_news')
        .selectAll()
        .where('news_id', '=', request.params.id)
        .executeTakeFirst()
      if (!row?.file_key || !row.file_name) throw appError('FILE_NOT_FOUND')
      const content = await readFile(path.join(uploads, row.file_key)).catch(() => undefined)
      if (!content) throw appError('FILE_NOT_FOUND')
      // Members' news: for readers of the exchange only, so no shared cache keeps a copy.
      return sendFile(reply, {
        content,
        contentType: row.file_media_type ?? 'application/octet-stream',
        name: row.file_name,
        caching: 'private',
      })
    },
  )

  app.post(
    '/api/admin/iqs/news',
    {
      config: { access: { roles: ['Admin'], admin: 'tokens' } },
      schema: {
        tags: ['news'],
        summary:
          'Publish a news item: multipart form with title, body and an optional file (at most 10 MB; pdf, doc, docx, txt, jpg, jpeg, png, checked by content). 413 "File size should not exceed 10 MB", 415 "File format not allowed, allowed formats are : ..."',
        response: { 201: dataEnvelope(newsSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      if (!request.isMultipart())
        throw appError('UNSUPPORTED_MEDIA_TYPE', 'Send the news as a multipart form')
      const fields: Record<string, string> = {}
      let file: { name: string; content: Buffer } | undefined
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const content = await part.toBuffer()
            if (part.filename) file = { name: path.basename(part.filename), content }
          } else if (typeof part.value === 'string') fields[part.fieldname] = part.value
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw appError('NEWS_FILE_TOO_LARGE')
        // A malformed form is the error handler's to answer (400 MULTIPART_INVALID); anything else is ours.
        throw error
      }
      // The schema checks the text fields; the file name it does not see (PostgreSQL refuses U+0000).
      if (file && !isSafeText(file.name))
        throw appError('VALIDATION_FAILED', `file: the file name ${TEXT_REFUSED}`)
      const parsed = newsFieldsSchema.safeParse(fields)
      if (!parsed.success)
        throw appError(
          'VALIDATION_FAILED',
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        )
      const newsId = randomUUID()
      let stored: NewsPublished['file'] = null
      if (file) {
        const mediaType = await checkNewsFile(file.name, file.content)
        await mkdir(uploads, { recursive: true })
        await writeFile(path.join(uploads, newsId), file.content)
        stored = {
          name: file.name,
          mediaType,
          size: file.content.length,
          sha256: createHash('sha256').update(file.content).digest('hex'),
          key: newsId,
        }
      }
      const at = app.clock.date().toISOString()
      await handleStreamCommand(
        app.eventStore,
        newsStreamId(newsId),
        newsDecider,
        {
          type: 'PublishNews',
          newsId,
          title: parsed.data.title,
          body: parsed.data.body,
          file: stored,
          authorId: String(admin.id),
          at,
        },
        { userId: admin.id, time: at },
      )
      await readYourWrites(app)
      const row = await app.db
        .selectFrom('iqs_news')
        .selectAll()
        .where('news_id', '=', newsId)
        .executeTakeFirstOrThrow()
      reply.status(201)
      return { data: toDto(row) }
    },
  )
}
