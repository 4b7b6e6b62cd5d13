import {
  approveRequestSchema,
  dataEnvelope,
  publicKeyRequestSchema,
  whiteListPageSchema,
  whiteListProfileSchema,
  whiteListQuerySchema,
  whiteListUserParamsSchema,
} from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { parsePublicKey } from '../share-owners/public-key.js'
import type { KeyOrigin, PublicKeyValue, ShareOwnerCommand } from '../share-owners/share-owner-decider.js'
import { readShareOwnerState, runShareOwnerCommand } from '../share-owners/share-owner-commands.js'
import { readKycFile } from '../share-owners/share-owners.repository.js'
import { sendKycFile } from '../share-owners/share-owners.routes.js'
import { countWhiteListByStatus, listWhiteList, whiteListProfile } from './white-list.repository.js'
import { generateOwnerKey } from './generate-owner-key.js'

const ADMIN = { access: { roles: ['Admin'], admin: 'tokens' } } as const
const profileAnswer = { 200: dataEnvelope(whiteListProfileSchema) }

/**
 * The admin white list (spec §4): list and review applications, approve (a key pair is generated and
 * assigned unless the applicant or the admin gave a key), reject, lock, unlock, delete, change the
 * public key. Each action is an event on the applicant's `share-owner-<userId>` stream.
 */
export const whiteListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqs/white-list',
    {
      config: ADMIN,
      schema: {
        tags: ['white list'],
        summary:
          'The white list, newest first (?status=&type=COMPANY|INDIVIDUAL&query=&page=&pageSize=), ' +
          'with counts: how many applications each status has under the same type and query',
        querystring: whiteListQuerySchema,
        response: { 200: dataEnvelope(whiteListPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query
      const [result, counts] = await Promise.all([
        listWhiteList(app.db, request.query),
        countWhiteListByStatus(app.db, request.query),
      ])
      return { data: { ...result, page, pageSize, counts } }
    },
  )

  app.get(
    '/api/admin/iqs/white-list/:userId',
    {
      config: ADMIN,
      schema: {
        tags: ['white list'],
        summary: 'One application for review (spec §3 "White list profile"), with its KYC documents',
        params: whiteListUserParamsSchema,
        response: profileAnswer,
      },
    },
    async (request) => ({ data: await profileOr404(app, request.params.userId) }),
  )

  app.get(
    '/api/admin/iqs/white-list/:userId/files/:fileId',
    {
      config: ADMIN,
      schema: {
        tags: ['white list'],
        summary: 'Added: one KYC document of an applicant (its bytes)',
        params: whiteListUserParamsSchema.extend({ fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const file = await readKycFile(app.db, request.params.fileId)
      if (!file || Number(file.user_id) !== request.params.userId) throw appError('FILE_NOT_FOUND')
      return sendKycFile(reply, file)
    },
  )

  app.post(
    '/api/admin/iqs/white-list/:userId/approve',
    {
      config: ADMIN,
      schema: {
        tags: ['white list'],
        summary:
          'Approve (PENDING or REJECTED only; REGISTERING answers 409 "Not checkable : user status doesn\'t permit it"). ' +
          'Assigns the given key, else the applicant’s own, else a generated key pair (private key sealed, never answered)',
        params: whiteListUserParamsSchema,
        body: approveRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { userId } = request.params
      const state = await readShareOwnerState(app, userId)
      if (!state.exists) throw appError('SHARE_OWNER_NOT_FOUND')
      if (state.status === 'REGISTERING') throw appError('WHITE_LIST_NOT_CHECKABLE')
      let key: PublicKeyValue & { origin: KeyOrigin }
      let generated = false
      if (request.body?.public_key) {
        const parsed = parsePublicKey(request.body.public_key)
        if (!parsed) throw appError('PUBLIC_KEY_INVALID')
        key = { ...parsed, origin: 'ADMIN' }
      } else if (state.publicAddress) {
        key = { address: state.publicAddress, publicKey: state.publicKey, origin: state.keyOrigin ?? 'OWN' }
      } else {
        key = { ...(await generateOwnerKey(app, userId)), origin: 'GENERATED' }
        generated = true
      }
      try {
        await runShareOwnerCommand(app, { type: 'ApproveShareOwner', userId, key }, admin.id)
      } catch (error) {
        if (generated) await app.db.deleteFrom('share_owner_keys').where('user_id', '=', userId).execute()
        throw error
      }
      return { data: await profileOr404(app, userId) }
    },
  )

  const simple = (
    action: 'reject' | 'lock' | 'unlock',
    type: Extract<ShareOwnerCommand['type'], 'RejectShareOwner' | 'LockShareOwner' | 'UnlockShareOwner'>,
    summary: string,
  ) =>
    app.post(
      `/api/admin/iqs/white-list/:userId/${action}`,
      {
        config: ADMIN,
        schema: { tags: ['white list'], summary, params: whiteListUserParamsSchema, response: profileAnswer },
      },
      async (request) => {
        const admin = requireUser(request)
        const { userId } = request.params
        await runShareOwnerCommand(app, { type, userId }, admin.id)
        return { data: await profileOr404(app, userId) }
      },
    )
  simple(
    'reject',
    'RejectShareOwner',
    'Reject a PENDING or APPROVED application (REGISTERING: 409 Not checkable)',
  )
  simple('lock', 'LockShareOwner', 'Lock an account: it can no longer trade; unlock restores its status')
  simple('unlock', 'UnlockShareOwner', 'Unlock a locked account: back to its status before the lock')

  app.delete(
    '/api/admin/iqs/white-list/:userId',
    {
      config: ADMIN,
      schema: {
        tags: ['white list'],
        summary: 'Delete an application and its documents; the user may apply again from nothing',
        params: whiteListUserParamsSchema,
        response: { 200: dataEnvelope(z.object({ user_id: z.number().int(), deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { userId } = request.params
      await runShareOwnerCommand(app, { type: 'DeleteShareOwner', userId }, admin.id)
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('kyc_files').where('user_id', '=', userId).execute()
        await trx.deleteFrom('share_owner_keys').where('user_id', '=', userId).execute()
      })
      return { data: { user_id: userId, deleted: true as const } }
    },
  )

  app.put(
    '/api/admin/iqs/white-list/:userId/public-key',
    {
      config: ADMIN,
      schema: {
        tags: ['white list'],
        summary:
          "Assign a public key by hand (an Ethereum address or public key); 'Unable to change public key.' otherwise",
        params: whiteListUserParamsSchema,
        body: publicKeyRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { userId } = request.params
      const key = parsePublicKey(request.body.public_key)
      if (!key) throw appError('PUBLIC_KEY_INVALID')
      await runShareOwnerCommand(app, { type: 'ChangePublicKey', userId, key }, admin.id)
      // A generated key pair no longer matches the address: its sealed private key goes.
      await app.db
        .deleteFrom('share_owner_keys')
        .where('user_id', '=', userId)
        .where('address', '!=', key.address)
        .execute()
      return { data: await profileOr404(app, userId) }
    },
  )
}

async function profileOr404(app: FastifyInstance, userId: number) {
  const profile = await whiteListProfile(app.db, userId)
  if (!profile) throw appError('SHARE_OWNER_NOT_FOUND')
  return profile
}
