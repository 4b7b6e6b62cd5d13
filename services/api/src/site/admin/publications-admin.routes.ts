import {
  adminPublicationDetailSchema,
  adminPublicationPageSchema,
  adminPublicationsQuerySchema,
  dataEnvelope,
  publicationIdParamsSchema,
  publicationInputSchema,
  publishRequestSchema,
  SITE_DOCUMENT_FORMATS,
  SITE_DOCUMENT_MAX_BYTES,
  SITE_IMAGE_FORMATS,
  SITE_IMAGE_MAX_BYTES,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { adminActionsOn } from '../../platform/admin-journal/admin-journal.js'
import { appError } from '../../platform/errors.js'
import { changedFields } from './field-changes.js'
import { publicationFieldsOf, toAdminPublication } from './publication-admin-dto.js'
import {
  deletePublicationRow,
  findPublicationRow,
  insertPublicationRow,
  listAdminPublications,
  lockPublicationRow,
  publicationColumns,
  updatePublicationRow,
} from './publications-admin.repository.js'
import { WEB_SITE_ADMINS } from './site-admin-access.js'
import { checkDocument, checkImage } from './site-file-check.js'
import { releaseSiteFile, siteFilesByKey, storeSiteFile } from './site-files.repository.js'
import { recordSiteAction } from './site-journal.js'
import { megabytes, readSiteUpload } from './site-upload.js'

const tags = ['web-site admin']
const params = publicationIdParamsSchema
const answer = { 200: dataEnvelope(adminPublicationDetailSchema) }
/** A cover is shown at most about 800 px wide; twice that for sharp screens. */
const COVER_BOX = { width: 1600, height: 1200 }

/**
 * The publications of the site (issue 18): list, create, edit, publish or unpublish, delete, and
 * their downloadable file and cover image. Every change is recorded in the admin journal, in the
 * change's transaction, and shown on the publication (`history`).
 */
export const publicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const notFound = (id: number) => appError('PUBLICATION_NOT_FOUND', `No publication ${id}`)

  /** The publication as its edit panel shows it: fields, state, files and history. */
  async function detail(id: number) {
    const row = await findPublicationRow(app.db, id)
    if (!row) throw notFound(id)
    const files = await siteFilesByKey(app.db, [row.file_key, row.cover_key])
    return {
      data: { ...toAdminPublication(row, files), history: await adminActionsOn(app.db, 'publication', id) },
    }
  }

  app.get(
    '/api/admin/site/publications',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'Every publication, drafts included, newest first, one page at a time',
        querystring: adminPublicationsQuerySchema,
        response: { 200: dataEnvelope(adminPublicationPageSchema) },
      },
    },
    async (request) => {
      const { query, state, page, page_size } = request.query
      const result = await listAdminPublications(app.db, { query, state, page, pageSize: page_size })
      const files = await siteFilesByKey(
        app.db,
        result.items.flatMap((row) => [row.file_key, row.cover_key]),
      )
      return { data: { ...result, items: result.items.map((row) => toAdminPublication(row, files)) } }
    },
  )

  app.get(
    '/api/admin/site/publications/:id',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'One publication with its history. 404 PUBLICATION_NOT_FOUND',
        params,
        response: answer,
      },
    },
    async (request) => detail(request.params.id),
  )

  app.post(
    '/api/admin/site/publications',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'Create a publication, as a draft (not on the site until published)',
        body: publicationInputSchema,
        response: { 201: dataEnvelope(adminPublicationDetailSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const at = app.clock.date()
      const row = await app.db.transaction().execute(async (trx) => {
        const created = await insertPublicationRow(trx, request.body, at)
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'publication',
          recordId: created.id,
          action: 'create',
          changes: changedFields({}, publicationFieldsOf(created)),
          at,
        })
        return created
      })
      return reply.code(201).send(await detail(row.id))
    },
  )

  app.put(
    '/api/admin/site/publications/:id',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: "Edit a publication's text and date. 404 PUBLICATION_NOT_FOUND",
        params,
        body: publicationInputSchema,
        response: answer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      const at = app.clock.date()
      await app.db.transaction().execute(async (trx) => {
        const before = await lockPublicationRow(trx, id)
        if (!before) throw notFound(id)
        const changes = changedFields(publicationFieldsOf(before), request.body)
        // The same form saved again changes nothing and records nothing.
        if (Object.keys(changes).length === 0) return
        await updatePublicationRow(trx, id, { ...publicationColumns(request.body), updated_at: at })
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'publication',
          recordId: id,
          action: 'update',
          changes,
          at,
        })
      })
      return detail(id)
    },
  )

  app.put(
    '/api/admin/site/publications/:id/published',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary:
          'Publish a publication (on the public list, page and search) or take it off. 404 PUBLICATION_NOT_FOUND',
        params,
        body: publishRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      const { published } = request.body
      const at = app.clock.date()
      await app.db.transaction().execute(async (trx) => {
        const before = await lockPublicationRow(trx, id)
        if (!before) throw notFound(id)
        if (before.published === published) return
        await updatePublicationRow(trx, id, { published, updated_at: at })
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'publication',
          recordId: id,
          action: published ? 'publish' : 'unpublish',
          changes: { published: { from: before.published, to: published } },
          at,
        })
      })
      return detail(id)
    },
  )

  app.delete(
    '/api/admin/site/publications/:id',
    {
      config: WEB_SITE_ADMINS,
      schema: { tags, summary: 'Delete a publication and its files. 404 PUBLICATION_NOT_FOUND', params },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const { id } = request.params
      const at = app.clock.date()
      await app.db.transaction().execute(async (trx) => {
        const before = await lockPublicationRow(trx, id)
        if (!before) throw notFound(id)
        await deletePublicationRow(trx, id)
        await releaseSiteFile(trx, before.file_key)
        await releaseSiteFile(trx, before.cover_key)
        // The journal keeps what was deleted: its line is all that remains of the record.
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'publication',
          recordId: id,
          action: 'delete',
          changes: { ...publicationFieldsOf(before), published: before.published },
          at,
        })
      })
      return reply.code(204).send()
    },
  )

  /** Puts an upload in a file slot of the publication, releasing the file it replaces. */
  async function setFile(
    adminUserId: number,
    id: number,
    slot: 'file' | 'cover',
    stored: (trx: typeof app.db) => Promise<{ key: string; name: string }>,
  ) {
    const at = app.clock.date()
    await app.db.transaction().execute(async (trx) => {
      const before = await lockPublicationRow(trx, id)
      if (!before) throw notFound(id)
      const oldKey = slot === 'file' ? before.file_key : before.cover_key
      const oldName = (await siteFilesByKey(trx, [oldKey])).get(oldKey ?? '')?.name ?? null
      const file = await stored(trx)
      await updatePublicationRow(trx, id, {
        ...(slot === 'file' ? { file_key: file.key } : { cover_key: file.key }),
        updated_at: at,
      })
      await releaseSiteFile(trx, oldKey)
      await recordSiteAction(trx, {
        adminUserId,
        recordType: 'publication',
        recordId: id,
        action: slot === 'file' ? 'set_file' : 'set_cover',
        changes: { [slot]: { from: oldName, to: file.name } },
        at,
      })
    })
  }

  /** Empties a file slot of the publication; nothing to record when it was empty. */
  async function removeFile(adminUserId: number, id: number, slot: 'file' | 'cover') {
    const at = app.clock.date()
    await app.db.transaction().execute(async (trx) => {
      const before = await lockPublicationRow(trx, id)
      if (!before) throw notFound(id)
      const oldKey = slot === 'file' ? before.file_key : before.cover_key
      if (!oldKey) return
      const oldName = (await siteFilesByKey(trx, [oldKey])).get(oldKey)?.name ?? null
      await updatePublicationRow(trx, id, {
        ...(slot === 'file' ? { file_key: null } : { cover_key: null }),
        updated_at: at,
      })
      await releaseSiteFile(trx, oldKey)
      await recordSiteAction(trx, {
        adminUserId,
        recordType: 'publication',
        recordId: id,
        action: slot === 'file' ? 'remove_file' : 'remove_cover',
        changes: { [slot]: { from: oldName, to: null } },
        at,
      })
    })
  }

  app.put(
    '/api/admin/site/publications/:id/file',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary:
          `Upload the downloadable file: multipart form, one file in the field "file" (${SITE_DOCUMENT_FORMATS.join(', ')}, ` +
          `checked by content, at most ${megabytes(SITE_DOCUMENT_MAX_BYTES)}). 413 SITE_FILE_TOO_LARGE, 415 SITE_FILE_TYPE, ` +
          '404 PUBLICATION_NOT_FOUND',
        params,
        response: answer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      if (!(await findPublicationRow(app.db, id))) throw notFound(id)
      const upload = await readSiteUpload(request, SITE_DOCUMENT_MAX_BYTES)
      const checked = await checkDocument(upload.fileName, upload.content)
      await setFile(admin.id, id, 'file', async (trx) => ({
        key: await storeSiteFile(trx, 'publications/files', checked),
        name: checked.fileName,
      }))
      return detail(id)
    },
  )

  app.delete(
    '/api/admin/site/publications/:id/file',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'Remove the downloadable file. 404 PUBLICATION_NOT_FOUND',
        params,
        response: answer,
      },
    },
    async (request) => {
      await removeFile(requireUser(request).id, request.params.id, 'file')
      return detail(request.params.id)
    },
  )

  app.put(
    '/api/admin/site/publications/:id/cover',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary:
          `Upload the cover image: multipart form, one file in the field "file" (${SITE_IMAGE_FORMATS.join(', ')}, ` +
          `checked by content, at most ${megabytes(SITE_IMAGE_MAX_BYTES)}; resized on the server). 413 SITE_FILE_TOO_LARGE, ` +
          '415 SITE_FILE_TYPE, 404 PUBLICATION_NOT_FOUND',
        params,
        response: answer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      if (!(await findPublicationRow(app.db, id))) throw notFound(id)
      const upload = await readSiteUpload(request, SITE_IMAGE_MAX_BYTES)
      const checked = await checkImage(upload.fileName, upload.content, COVER_BOX)
      await setFile(admin.id, id, 'cover', async (trx) => ({
        key: await storeSiteFile(trx, 'publications/covers', checked),
        name: checked.fileName,
      }))
      return detail(id)
    },
  )

  app.delete(
    '/api/admin/site/publications/:id/cover',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'Remove the cover image. 404 PUBLICATION_NOT_FOUND',
        params,
        response: answer,
      },
    },
    async (request) => {
      await removeFile(requireUser(request).id, request.params.id, 'cover')
      return detail(request.params.id)
    },
  )
}
