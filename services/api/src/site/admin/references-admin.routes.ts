import {
  adminReferenceDetailSchema,
  adminReferenceSchema,
  dataEnvelope,
  idParamSchema,
  referenceInputSchema,
  SITE_IMAGE_FORMATS,
  SITE_IMAGE_MAX_BYTES,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { adminActionsOn } from '../../platform/admin-journal/admin-journal.js'
import { appError } from '../../platform/errors.js'
import { changedFields } from './field-changes.js'
import { referenceFieldsOf, toAdminReference } from './reference-admin-dto.js'
import {
  deleteReferenceRow,
  findReferenceRow,
  insertReferenceRow,
  listAdminReferences,
  lockReferenceRow,
  referenceColumns,
  updateReferenceRow,
} from './references-admin.repository.js'
import { WEB_SITE_ADMINS } from './site-admin-access.js'
import { checkImage } from './site-file-check.js'
import { releaseSiteFile, siteFilesByKey, storeSiteFile } from './site-files.repository.js'
import { recordSiteAction } from './site-journal.js'
import { megabytes, readSiteUpload } from './site-upload.js'

const tags = ['web-site admin']
const params = z.object({ id: idParamSchema })
const answer = { 200: dataEnvelope(adminReferenceDetailSchema) }
/** Logos show at most 200 x 100 px on the clients page; twice that for sharp screens. */
const LOGO_BOX = { width: 400, height: 200 }

/**
 * The client references of the public clients page (issue 18): list, create, edit, delete, and
 * their logo. Every change is recorded in the admin journal, in its transaction.
 */
export const referencesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const notFound = (id: number) => appError('REFERENCE_NOT_FOUND', `No reference ${id}`)

  async function detail(id: number) {
    const row = await findReferenceRow(app.db, id)
    if (!row) throw notFound(id)
    const files = await siteFilesByKey(app.db, [row.logo_key])
    return {
      data: { ...toAdminReference(row, files), history: await adminActionsOn(app.db, 'reference', id) },
    }
  }

  app.get(
    '/api/admin/site/references',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'Every client reference, hidden ones included, in the clients page’s order',
        response: { 200: dataEnvelope(z.object({ items: z.array(adminReferenceSchema) })) },
      },
    },
    async () => {
      const rows = await listAdminReferences(app.db)
      const files = await siteFilesByKey(
        app.db,
        rows.map((row) => row.logo_key),
      )
      return { data: { items: rows.map((row) => toAdminReference(row, files)) } }
    },
  )

  app.get(
    '/api/admin/site/references/:id',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'One reference with its history. 404 REFERENCE_NOT_FOUND',
        params,
        response: answer,
      },
    },
    async (request) => detail(request.params.id),
  )

  app.post(
    '/api/admin/site/references',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'Create a client reference',
        body: referenceInputSchema,
        response: { 201: dataEnvelope(adminReferenceDetailSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const at = app.clock.date()
      const row = await app.db.transaction().execute(async (trx) => {
        const created = await insertReferenceRow(trx, request.body, at)
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'reference',
          recordId: created.id,
          action: 'create',
          changes: changedFields({}, referenceFieldsOf(created)),
          at,
        })
        return created
      })
      return reply.code(201).send(await detail(row.id))
    },
  )

  app.put(
    '/api/admin/site/references/:id',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'Edit a client reference. 404 REFERENCE_NOT_FOUND',
        params,
        body: referenceInputSchema,
        response: answer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      const at = app.clock.date()
      await app.db.transaction().execute(async (trx) => {
        const before = await lockReferenceRow(trx, id)
        if (!before) throw notFound(id)
        const changes = changedFields(referenceFieldsOf(before), request.body)
        if (Object.keys(changes).length === 0) return
        await updateReferenceRow(trx, id, { ...referenceColumns(request.body), updated_at: at })
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'reference',
          recordId: id,
          action: 'update',
          changes,
          at,
        })
      })
      return detail(id)
    },
  )

  app.delete(
    '/api/admin/site/references/:id',
    {
      config: WEB_SITE_ADMINS,
      schema: { tags, summary: 'Delete a client reference and its logo. 404 REFERENCE_NOT_FOUND', params },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const { id } = request.params
      const at = app.clock.date()
      await app.db.transaction().execute(async (trx) => {
        const before = await lockReferenceRow(trx, id)
        if (!before) throw notFound(id)
        await deleteReferenceRow(trx, id)
        await releaseSiteFile(trx, before.logo_key)
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'reference',
          recordId: id,
          action: 'delete',
          changes: referenceFieldsOf(before),
          at,
        })
      })
      return reply.code(204).send()
    },
  )

  app.put(
    '/api/admin/site/references/:id/logo',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary:
          `Upload the client's logo: multipart form, one file in the field "file" (${SITE_IMAGE_FORMATS.join(', ')}, ` +
          `checked by content, at most ${megabytes(SITE_IMAGE_MAX_BYTES)}; resized on the server). 413 SITE_FILE_TOO_LARGE, ` +
          '415 SITE_FILE_TYPE, 404 REFERENCE_NOT_FOUND',
        params,
        response: answer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      if (!(await findReferenceRow(app.db, id))) throw notFound(id)
      const upload = await readSiteUpload(request, SITE_IMAGE_MAX_BYTES)
      const checked = await checkImage(upload.fileName, upload.content, LOGO_BOX)
      const at = app.clock.date()
      await app.db.transaction().execute(async (trx) => {
        const before = await lockReferenceRow(trx, id)
        if (!before) throw notFound(id)
        const oldName =
          (await siteFilesByKey(trx, [before.logo_key])).get(before.logo_key ?? '')?.name ?? null
        const key = await storeSiteFile(trx, 'references', checked)
        await updateReferenceRow(trx, id, { logo_key: key, updated_at: at })
        await releaseSiteFile(trx, before.logo_key)
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'reference',
          recordId: id,
          action: 'set_logo',
          changes: { logo: { from: oldName, to: checked.fileName } },
          at,
        })
      })
      return detail(id)
    },
  )

  app.delete(
    '/api/admin/site/references/:id/logo',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: "Remove the client's logo. 404 REFERENCE_NOT_FOUND",
        params,
        response: answer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      const at = app.clock.date()
      await app.db.transaction().execute(async (trx) => {
        const before = await lockReferenceRow(trx, id)
        if (!before) throw notFound(id)
        if (!before.logo_key) return
        const oldName = (await siteFilesByKey(trx, [before.logo_key])).get(before.logo_key)?.name ?? null
        await updateReferenceRow(trx, id, { logo_key: null, updated_at: at })
        await releaseSiteFile(trx, before.logo_key)
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'reference',
          recordId: id,
          action: 'remove_logo',
          changes: { logo: { from: oldName, to: null } },
          at,
        })
      })
      return detail(id)
    },
  )
}
