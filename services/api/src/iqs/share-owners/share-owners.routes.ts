import multipart from '@fastify/multipart'
import {
  dataEnvelope,
  KYC_MAX_FILE_BYTES,
  kycFieldsSchema,
  kycFileParamsSchema,
  kycStatusSchema,
  shareOwnerProfileSchema,
  type KycStatus,
} from '@iqs/protocol'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { AppError, appError } from '../../platform/errors.js'
import { readKycUpload } from './kyc-upload.js'
import { parsePublicKey } from './public-key.js'
import { missingKyc, type ShareOwnerState } from './share-owner-decider.js'
import { runShareOwnerCommand } from './share-owner-commands.js'
import { findShareOwner, listKycFiles, readKycFile, shareOwnerFigures } from './share-owners.repository.js'
import { sendFile } from '../../platform/files/send-file.js'

/**
 * The member side of the white list: my share-owner profile (spec §3), my KYC/KYB file (multipart,
 * files checked by content), and my documents. Files are read back only by their owner (here) and by
 * admins (`/api/admin/iqs/white-list/:userId/files/:fileId`).
 */
export const shareOwnersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: KYC_MAX_FILE_BYTES, files: 4, fields: 12, fieldSize: 1024, parts: 16 },
  })
  app.addAccountEraser(async (trx, userId) => {
    await trx.deleteFrom('kyc_files').where('user_id', '=', userId).execute()
    await trx.deleteFrom('share_owner_keys').where('user_id', '=', userId).execute()
    await trx.deleteFrom('share_owners').where('user_id', '=', userId).execute()
    // Crypto-shredding: without the key, the sealed personal fields left in the log never open again.
    await trx.deleteFrom('personal_data_keys').where('user_id', '=', userId).execute()
    await trx.deleteFrom('share_owner_personal_data').where('user_id', '=', userId).execute()
  })
  // The log records the erasure too, so that a replay drops the owner as the live tables did.
  app.afterAccountErased(async (userId) => {
    await runShareOwnerCommand(app, { type: 'EraseShareOwner', userId }, userId)
  })

  app.get(
    '/api/share-owners/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['share owners'],
        summary:
          'My share-owner profile (spec §3): tokens, euros invested, value, white-list status; 404 when none',
        response: { 200: dataEnvelope(shareOwnerProfileSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const owner = await findShareOwner(app.db, user.id)
      if (!owner) throw appError('SHARE_OWNER_NOT_FOUND')
      return { data: await shareOwnerFigures(app.db, owner) }
    },
  )

  app.get(
    '/api/share-owners/me/kyc',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['share owners'],
        summary: 'Added: my KYC file as saved (status, what is missing, my documents)',
        response: { 200: dataEnvelope(kycStatusSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      return { data: await kycStatus(app, user.id) }
    },
  )

  app.post(
    '/api/share-owners/me/kyc',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['share owners'],
        summary:
          'Save my KYC/KYB file (multipart/form-data: is_company, business_name, address, country, mobile_number, ' +
          'pep_confirmed, public_key; files statutes, kbis, id, bank). REGISTERING -> PENDING once complete.',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(kycStatusSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const upload = await readKycUpload(request)
      const parsed = kycFieldsSchema.safeParse(upload.fields)
      if (!parsed.success) {
        const message = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
        throw appError('VALIDATION_FAILED', message)
      }
      const fields = parsed.data
      const ownKey = fields.public_key ? parsePublicKey(fields.public_key) : null
      if (ownKey === undefined)
        throw appError('PUBLIC_KEY_INVALID', 'The public key is not an Ethereum address or public key')
      const now = app.clock.date()
      if (upload.files.length) {
        await app.db
          .insertInto('kyc_files')
          .values(
            upload.files.map((f) => ({
              file_id: f.fileId,
              user_id: user.id,
              kind: f.kind,
              file_name: f.fileName,
              mime_type: f.mimeType,
              size: f.size,
              sha256: f.sha256,
              content: f.content,
              uploaded_at: now,
            })),
          )
          .execute()
      }
      try {
        await runShareOwnerCommand(
          app,
          {
            type: 'SaveKyc',
            userId: user.id,
            details: {
              isCompany: fields.is_company,
              businessName: fields.business_name || null,
              address: fields.address || null,
              country: fields.country || null,
              mobileNumber: fields.mobile_number || null,
              pepConfirmed: fields.pep_confirmed,
            },
            files: upload.files.map(({ content: _content, ...ref }) => ref),
            ownKey,
          },
          user.id,
        )
      } catch (error) {
        if (upload.files.length)
          await app.db
            .deleteFrom('kyc_files')
            .where(
              'file_id',
              'in',
              upload.files.map((f) => f.fileId),
            )
            .execute()
        if (error instanceof AppError) throw error
        request.log.error({ err: error }, 'KYC save failed')
        throw appError('KYC_UPLOAD_FAILED')
      }
      return { data: await kycStatus(app, user.id) }
    },
  )

  app.get(
    '/api/share-owners/me/kyc/files/:fileId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['share owners'],
        summary: 'Added: one of my KYC documents (its bytes); another user’s file answers 404',
        params: kycFileParamsSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const file = await readKycFile(app.db, request.params.fileId)
      if (!file || file.user_id !== user.id) throw appError('FILE_NOT_FOUND')
      return sendKycFile(reply, file)
    },
  )
}

/** The status, what is missing and the documents of a user's KYC file. */
export async function kycStatus(app: FastifyInstance, userId: number): Promise<KycStatus> {
  const owner = await findShareOwner(app.db, userId)
  if (!owner) throw appError('SHARE_OWNER_NOT_FOUND')
  const files = await listKycFiles(app.db, owner)
  const present: ShareOwnerState['files'] = {}
  for (const file of files) present[file.kind] = { fileId: file.id } as never
  const missing = missingKyc(
    {
      isCompany: owner.is_company,
      businessName: owner.business_name,
      address: owner.address,
      country: owner.country,
      mobileNumber: owner.mobile_number,
      pepConfirmed: owner.pep_confirmed,
    },
    present,
  )
  return { white_list_status: owner.status, missing, files }
}

/** A stored document as a download: its checked type, never rendered inline by the browser. */
export function sendKycFile(
  reply: FastifyReply,
  file: { file_name: string; mime_type: string; content: Uint8Array },
): FastifyReply {
  return sendFile(reply, {
    content: file.content,
    contentType: file.mime_type,
    name: file.file_name,
    caching: 'private',
  })
}
