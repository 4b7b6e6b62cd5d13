import fp from 'fastify-plugin'
import { userFilesPrefix } from '../../platform/files/file-store.js'

/**
 * What platform/ keeps of a person goes with their account: the files under `users/<id>/` in
 * `app.files` (CVs, photos, publication files, whichever feature uploaded them) and the outbox's
 * mails to their address. platform/ may not import identity/ (dependency-cruiser), so identity
 * wires the platform ports it was given into its own erasure hooks here.
 *
 * The outbox rows go in the deletion's transaction; the files after it commits
 * (`afterAccountErased`), since a bucket cannot join a transaction: a failed deletion leaves the
 * account and its files as they were, rather than an account whose files are gone.
 */
export const platformDataErasurePlugin = fp(
  async (app) => {
    app.addAccountEraser(async (trx, userId) => {
      const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst()
      if (user) await trx.deleteFrom('mail_outbox').where('to', '=', user.email).execute()
    })
    app.afterAccountErased(async (userId) => {
      await app.files.deletePrefix(userFilesPrefix(userId))
    })
  },
  { name: 'platform-data-erasure', dependencies: ['account-erasure', 'file-store', 'storage'] },
)
