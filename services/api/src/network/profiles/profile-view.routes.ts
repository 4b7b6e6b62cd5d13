import { dataEnvelope, profileUserParamsSchema, reviewedProfileSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { appError } from '../../platform/errors.js'
import { readProfileReviews } from '../reviews/profile-reviews.js'
import { readPublicProfile, shownProfileOwner } from './profile-view.js'
import { findProfileRow } from './profiles.repository.js'
import { sendFile } from '../../platform/files/send-file.js'

const tags = ['network profile']

/**
 * The profile as others see it (view-profile). Who sees what, decided for issue 15:
 * - the profile itself (name, role, headline, photo, list sections; never the e-mail, phone or
 *   address) to every signed-in user, admins included: members meet each other in projects;
 * - the publications' PDFs to the same readers (they are part of the profile);
 * - the photo to anyone, signed in or not: it is what the public leaders cards show, and it is
 *   served as the server cropped it, never the original.
 * A user without a profile (another role, an erased account) is 404 PROFILE_NOT_FOUND.
 */
export const profileViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/profiles/:userId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          "A consultant's or executive partner's profile as members see it (no e-mail, phone or address), " +
          'with the published reviews about them (author name and role, marks, comment)',
        params: profileUserParamsSchema,
        response: { 200: dataEnvelope(reviewedProfileSchema) },
      },
    },
    async (request) => {
      const profile = await readPublicProfile(app.db, request.params.userId)
      if (!profile) throw appError('PROFILE_NOT_FOUND')
      return { data: { ...profile, reviews: await readProfileReviews(app.db, profile.user_id) } }
    },
  )

  app.get(
    '/api/network/profiles/:userId/photo/:size',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A profile's photo as the server cropped it: `avatar` (400x400) or `thumbnail` (96x96), WebP",
        params: profileUserParamsSchema.extend({ size: z.enum(['avatar', 'thumbnail']) }),
        querystring: z.object({ v: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { userId, size } = request.params
      // Only a profile that is shown has a photo to serve: an erased account's is gone.
      const owner = await shownProfileOwner(app.db, userId)
      const row = owner && (await findProfileRow(app.db, userId))
      const key = size === 'avatar' ? row?.avatar_key : row?.thumbnail_key
      const file = key ? await app.files.get(key) : undefined
      if (!file) throw appError('FILE_NOT_FOUND')
      // The address changes with each upload (`?v=`), so a browser may keep it for a day.
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(file.content)
    },
  )

  app.get(
    '/api/network/profiles/:userId/publications/:id/file',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "A publication's PDF, for the readers of its profile (signed-in users)",
        params: profileUserParamsSchema.extend({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { userId, id } = request.params
      const owner = await shownProfileOwner(app.db, userId)
      const entry =
        owner &&
        (await app.db
          .selectFrom('network_profile_entries')
          .select(['file_key'])
          .where('user_id', '=', userId)
          .where('section', '=', 'publications')
          .where('id', '=', id)
          .executeTakeFirst())
      const file = entry?.file_key ? await app.files.get(entry.file_key) : undefined
      if (!file) throw appError('FILE_NOT_FOUND')
      return sendFile(reply, {
        content: file.content,
        contentType: file.contentType,
        name: 'publication.pdf',
        caching: 'private',
      })
    },
  )
}
