import multipart from '@fastify/multipart'
import { SITE_DOCUMENT_MAX_BYTES } from '@iqs/protocol'
import type { FastifyPluginAsync } from 'fastify'
import { referencesRoutes } from '../references/references.routes.js'
import { adsAdminRoutes } from './ads-admin.routes.js'
import { publicationsAdminRoutes } from './publications-admin.routes.js'
import { referencesAdminRoutes } from './references-admin.routes.js'

/**
 * The web-site admin (issue 18): publications, ads and client references, under
 * `/api/admin/site/...` for admins holding the `web_site` group; and the public read of the
 * references (`GET /api/references`), which arrived with them. Uploads are multipart forms of one
 * file; each route sets its own size limit under the largest one here.
 */
export const siteAdminPlugin: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: SITE_DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  })
  await app.register(publicationsAdminRoutes)
  await app.register(adsAdminRoutes)
  await app.register(referencesAdminRoutes)
  await app.register(referencesRoutes)
}
