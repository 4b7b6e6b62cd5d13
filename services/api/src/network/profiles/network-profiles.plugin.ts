import multipart from '@fastify/multipart'
import { PHOTO_MAX_FILE_BYTES, PUBLICATION_MAX_FILE_BYTES } from '@iqs/protocol'
import type { FastifyPluginAsync } from 'fastify'
import { myProfileRoutes } from './my-profile.routes.js'
import { profileSectionsRoutes } from './profile-sections.routes.js'
import { profileViewRoutes } from './profile-view.routes.js'

/**
 * The network profiles of consultants and executive partners (issue 15): the owner's routes, the
 * list sections, and the profile as others see it. An erased account loses its profile rows here;
 * its files go with the account's `users/<id>/` prefix.
 */
export const networkProfilesPlugin: FastifyPluginAsync = async (app) => {
  // One file per upload; the limit is the larger of a photo's and a publication's (both 10 MB).
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(PHOTO_MAX_FILE_BYTES, PUBLICATION_MAX_FILE_BYTES),
      files: 1,
      fields: 0,
      parts: 2,
    },
  })
  app.addAccountEraser(async (trx, userId) => {
    await trx.deleteFrom('network_profile_entries').where('user_id', '=', userId).execute()
    await trx.deleteFrom('network_profiles').where('user_id', '=', userId).execute()
  })
  await app.register(myProfileRoutes)
  await app.register(profileSectionsRoutes)
  await app.register(profileViewRoutes)
}
