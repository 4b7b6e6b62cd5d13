import {
  adInputSchema,
  adminAdDetailSchema,
  adminAdSchema,
  dataEnvelope,
  idParamSchema,
  SITE_IMAGE_FORMATS,
  SITE_IMAGE_MAX_BYTES,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { adminActionsOn } from '../../platform/admin-journal/admin-journal.js'
import { isoDay } from '../../platform/clock.js'
import { appError } from '../../platform/errors.js'
import { announceAdsChanged } from '../ads/ads-cache.js'
import { adFieldsOf, toAdminAd } from './ad-admin-dto.js'
import {
  adColumns,
  deleteAdRow,
  findAdRow,
  insertAdRow,
  listAdminAds,
  lockAdRow,
  updateAdRow,
} from './ads-admin.repository.js'
import { changedFields } from './field-changes.js'
import { WEB_SITE_ADMINS } from './site-admin-access.js'
import { checkImage } from './site-file-check.js'
import { releaseSiteFile, siteFilesByKey, storeSiteFile } from './site-files.repository.js'
import { recordSiteAction } from './site-journal.js'
import { megabytes, readSiteUpload } from './site-upload.js'

const tags = ['web-site admin']
const params = z.object({ id: idParamSchema })
const answer = { 200: dataEnvelope(adminAdDetailSchema) }
/** The side column shows an ad 340 px wide; the image is kept at most twice that, for sharp screens. */
const AD_IMAGE_BOX = { width: 800, height: 600 }

/**
 * The side column's ads (issue 18): list, create, edit, delete, and their image. Every change is
 * recorded in the admin journal (in its transaction) and, once committed, announced so that every
 * api process drops its cached ads: the public `GET /api/adds` answers the new ones at once.
 */
export const adsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const notFound = (id: number) => appError('AD_NOT_FOUND', `No ad ${id}`)
  const today = () => isoDay(app.clock.date())

  async function detail(id: number) {
    const row = await findAdRow(app.db, id)
    if (!row) throw notFound(id)
    const files = await siteFilesByKey(app.db, [row.image_link])
    return { data: { ...toAdminAd(row, files, today()), history: await adminActionsOn(app.db, 'ad', id) } }
  }

  app.get(
    '/api/admin/site/ads',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'Every ad, in the side column’s order, with whether it shows today',
        response: { 200: dataEnvelope(z.object({ items: z.array(adminAdSchema) })) },
      },
    },
    async () => {
      const rows = await listAdminAds(app.db)
      const files = await siteFilesByKey(
        app.db,
        rows.map((row) => row.image_link),
      )
      const day = today()
      return { data: { items: rows.map((row) => toAdminAd(row, files, day)) } }
    },
  )

  app.get(
    '/api/admin/site/ads/:id',
    {
      config: WEB_SITE_ADMINS,
      schema: { tags, summary: 'One ad with its history. 404 AD_NOT_FOUND', params, response: answer },
    },
    async (request) => detail(request.params.id),
  )

  app.post(
    '/api/admin/site/ads',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: 'Create an ad (shown once it has an image, while active and within its dates)',
        body: adInputSchema,
        response: { 201: dataEnvelope(adminAdDetailSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const at = app.clock.date()
      const id = await app.db.transaction().execute(async (trx) => {
        const created = await insertAdRow(trx, request.body, at)
        const row = await findAdRow(trx, created)
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'ad',
          recordId: created,
          action: 'create',
          changes: row ? changedFields({}, adFieldsOf(row)) : {},
          at,
        })
        return created
      })
      await announceAdsChanged(app.bus)
      return reply.code(201).send(await detail(id))
    },
  )

  app.put(
    '/api/admin/site/ads/:id',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary: "Edit an ad's text, link, order, active flag and dates. 404 AD_NOT_FOUND",
        params,
        body: adInputSchema,
        response: answer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      const at = app.clock.date()
      const changed = await app.db.transaction().execute(async (trx) => {
        const before = await lockAdRow(trx, id)
        if (!before) throw notFound(id)
        const changes = changedFields(adFieldsOf(before), request.body)
        if (Object.keys(changes).length === 0) return false
        await updateAdRow(trx, id, { ...adColumns(request.body), updated_at: at })
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'ad',
          recordId: id,
          action: 'update',
          changes,
          at,
        })
        return true
      })
      if (changed) await announceAdsChanged(app.bus)
      return detail(id)
    },
  )

  app.delete(
    '/api/admin/site/ads/:id',
    {
      config: WEB_SITE_ADMINS,
      schema: { tags, summary: 'Delete an ad and its image. 404 AD_NOT_FOUND', params },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const { id } = request.params
      const at = app.clock.date()
      await app.db.transaction().execute(async (trx) => {
        const before = await lockAdRow(trx, id)
        if (!before) throw notFound(id)
        await deleteAdRow(trx, id)
        await releaseSiteFile(trx, before.image_link)
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'ad',
          recordId: id,
          action: 'delete',
          changes: adFieldsOf(before),
          at,
        })
      })
      await announceAdsChanged(app.bus)
      return reply.code(204).send()
    },
  )

  app.put(
    '/api/admin/site/ads/:id/image',
    {
      config: WEB_SITE_ADMINS,
      schema: {
        tags,
        summary:
          `Upload the ad's image: multipart form, one file in the field "file" (${SITE_IMAGE_FORMATS.join(', ')}, ` +
          `checked by content, at most ${megabytes(SITE_IMAGE_MAX_BYTES)}; resized on the server). 413 SITE_FILE_TOO_LARGE, ` +
          '415 SITE_FILE_TYPE, 404 AD_NOT_FOUND',
        params,
        response: answer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      if (!(await findAdRow(app.db, id))) throw notFound(id)
      const upload = await readSiteUpload(request, SITE_IMAGE_MAX_BYTES)
      const checked = await checkImage(upload.fileName, upload.content, AD_IMAGE_BOX)
      const at = app.clock.date()
      await app.db.transaction().execute(async (trx) => {
        const before = await lockAdRow(trx, id)
        if (!before) throw notFound(id)
        const oldName =
          (await siteFilesByKey(trx, [before.image_link])).get(before.image_link ?? '')?.name ?? null
        const key = await storeSiteFile(trx, 'ads', checked)
        await updateAdRow(trx, id, { image_link: key, updated_at: at })
        await releaseSiteFile(trx, before.image_link)
        await recordSiteAction(trx, {
          adminUserId: admin.id,
          recordType: 'ad',
          recordId: id,
          action: 'set_image',
          changes: { image: { from: oldName, to: checked.fileName } },
          at,
        })
      })
      await announceAdsChanged(app.bus)
      return detail(id)
    },
  )
}
