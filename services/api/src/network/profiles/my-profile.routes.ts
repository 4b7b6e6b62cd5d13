import {
  dataEnvelope,
  headlineRequestSchema,
  kycMessages,
  myProfileSchema,
  PHOTO_ALLOWED_FORMATS,
  PHOTO_MAX_FILE_BYTES,
  profileAddressRequestSchema,
} from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { requireUser } from '../../identity/access-control/require-user.js'
import { updateAddress } from '../../identity/users/contact-details.js'
import { appError } from '../../platform/errors.js'
import { cropPhoto, isPhotoFormat } from './profile-photo.js'
import { PROFILE_ROLES, readMyProfile } from './profile-view.js'
import { ensureProfileRow, findProfileRow } from './profiles.repository.js'
import { readSingleFile } from './single-file-upload.js'

const tags = ['network profile']
const owners = { access: { roles: [...PROFILE_ROLES] } }
const answer = { 200: dataEnvelope(myProfileSchema) }

/**
 * The owner's side of the profile (spec §2 /my-profile): read it whole, with its completeness, and
 * write the headline, the address and the photo. Consultants and executive partners only: the
 * other roles have no profile. The list sections are in profile-sections.routes.ts.
 */
export const myProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/profile',
    {
      config: owners,
      schema: {
        tags,
        summary: 'My profile: headline, photo, list sections, my address, and which sections are filled (%)',
        response: answer,
      },
    },
    async (request) => ({ data: await readMyProfile(app.db, requireUser(request).id) }),
  )

  app.put(
    '/api/network/profile/headline',
    {
      config: owners,
      schema: {
        tags,
        summary: 'Save my headline: a title and a short summary',
        body: headlineRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      const now = app.clock.date()
      await ensureProfileRow(app.db, user.id, now)
      await app.db
        .updateTable('network_profiles')
        .set({ title: request.body.title, summary: request.body.summary, updated_at: now })
        .where('user_id', '=', user.id)
        .execute()
      return { data: await readMyProfile(app.db, user.id) }
    },
  )

  app.put(
    '/api/network/profile/address',
    {
      config: owners,
      schema: {
        tags,
        summary: 'Save my postal address (kept on my account; never shown to others)',
        body: profileAddressRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      await updateAddress(app.db, user.id, request.body, app.clock.date())
      return { data: await readMyProfile(app.db, user.id) }
    },
  )

  app.put(
    '/api/network/profile/photo',
    {
      config: owners,
      schema: {
        tags,
        summary:
          'Upload my photo (multipart/form-data, field `file`: JPEG, PNG or WebP by content, at most 10 MB). ' +
          'The server keeps the centre square as a 400x400 avatar and a 96x96 thumbnail in WebP, not the original.',
        consumes: ['multipart/form-data'],
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request)
      const upload = await readSingleFile(request, PHOTO_MAX_FILE_BYTES / 1024 / 1024)
      if (!(await isPhotoFormat(upload.content)))
        throw appError('KYC_FORMAT_NOT_ALLOWED', kycMessages.formatNotAllowed(PHOTO_ALLOWED_FORMATS))
      const { avatar, thumbnail } = await cropPhoto(upload.content).catch(() => {
        throw appError('KYC_FORMAT_NOT_ALLOWED', kycMessages.formatNotAllowed(PHOTO_ALLOWED_FORMATS))
      })
      const version = randomUUID()
      const avatarKey = `users/${user.id}/photo/${version}`
      const thumbnailKey = `users/${user.id}/photo-thumbnail/${version}`
      await app.files.put(avatarKey, avatar, 'image/webp')
      await app.files.put(thumbnailKey, thumbnail, 'image/webp')
      const now = app.clock.date()
      await ensureProfileRow(app.db, user.id, now)
      const before = await findProfileRow(app.db, user.id)
      await app.db
        .updateTable('network_profiles')
        .set({ avatar_key: avatarKey, thumbnail_key: thumbnailKey, updated_at: now })
        .where('user_id', '=', user.id)
        .execute()
      await deleteFiles(app, before?.avatar_key, before?.thumbnail_key)
      return { data: await readMyProfile(app.db, user.id) }
    },
  )

  app.delete(
    '/api/network/profile/photo',
    { config: owners, schema: { tags, summary: 'Remove my photo (both sizes)', response: answer } },
    async (request) => {
      const user = requireUser(request)
      const before = await findProfileRow(app.db, user.id)
      if (before?.avatar_key) {
        await app.db
          .updateTable('network_profiles')
          .set({ avatar_key: null, thumbnail_key: null, updated_at: app.clock.date() })
          .where('user_id', '=', user.id)
          .execute()
        await deleteFiles(app, before.avatar_key, before.thumbnail_key)
      }
      return { data: await readMyProfile(app.db, user.id) }
    },
  )
}

/** Deletes replaced files once the row no longer names them; a failure only leaves an orphan. */
async function deleteFiles(app: FastifyInstance, ...keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (key)
      await app.files.delete(key).catch((error: unknown) => app.log.warn({ error, key }, 'file not deleted'))
  }
}
