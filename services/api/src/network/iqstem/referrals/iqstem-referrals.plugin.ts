import type { FastifyPluginAsync } from 'fastify'
import { findUserById } from '../../../identity/users/users.repository.js'
import { adminReferralsRoutes } from './admin-referrals.routes.js'
import { eraseReferrals } from './erase-referrals.js'
import { linkRegisteredReferral } from './link-registered-referral.js'
import { referralRegisteredMail } from './referral-mails.js'
import { referralsRoutes } from './referrals.routes.js'
import { sponsorCodeRoutes } from './sponsor-code.routes.js'

/**
 * IQStem's sponsored consultants (issue 17): members invite consultants by e-mail, the invitee
 * registers through the link (or with the invited e-mail) and the sponsor is recorded and told; the
 * members' and admins' lists, the public look-up of a link, all-projects, and what an erased
 * account leaves. ../README.md, "referrals/", has the rules.
 */
export const iqstemReferralsPlugin: FastifyPluginAsync = async (app) => {
  app.notifications.registerMail(['referral.registered'], referralRegisteredMail)
  app.addAccountEraser((trx, userId) => eraseReferrals(trx, userId))
  app.afterRegistration(async (user, { sponsorCode }) => {
    const account = await findUserById(app.db, user.id)
    if (!account) return
    const linked = await linkRegisteredReferral(app.db, account, { sponsorCode, at: app.clock.date() })
    // The sponsor's mail goes now; a failure waits for the dispatcher's next round (every minute).
    if (linked)
      await app.notifications
        .dispatch()
        .catch((error: unknown) => app.log.warn({ err: error }, 'referral mail not sent yet'))
  })
  await app.register(referralsRoutes)
  await app.register(adminReferralsRoutes)
  await app.register(sponsorCodeRoutes)
}
