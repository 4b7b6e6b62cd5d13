import type { NotificationKind } from '@iqs/protocol'
import fp from 'fastify-plugin'
import { everyOnClock } from '../workflow/every-on-clock.js'
import { dispatchNotificationMails, type NotificationMail } from './notification-mails.js'
import { notificationsRoutes } from './notifications.routes.js'

/** How often unsent notification mails are looked for (those a route did not send at once: expiries, retries). */
export const DISPATCH_EVERY_MS = 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    /** The network's notifications: each part says how its kinds are mailed; mails go after the commit. */
    notifications: {
      registerMail(kinds: readonly NotificationKind[], mail: NotificationMail): void
      /** Sends the mails not sent yet; routes call it after their transition, tests after a sweep. */
      dispatch(): Promise<number>
    }
  }
}

/**
 * The notifications' list and read routes, and their mail dispatcher: called by the routes once
 * their transaction committed, and every minute on `app.clock` for the rest (the sweeper's
 * expiries, a mail that failed). Every api process dispatches; the claim on each row makes that safe.
 */
export const networkNotificationsPlugin = fp(
  async (app) => {
    const mails = new Map<NotificationKind, NotificationMail>()
    const dispatch = () =>
      dispatchNotificationMails({
        db: app.db,
        mailer: app.mailer,
        now: () => app.clock.date(),
        appOrigin: app.config.auth.appOrigin,
        mails,
        log: app.log,
      })
    app.decorate('notifications', {
      registerMail: (kinds: readonly NotificationKind[], mail: NotificationMail) => {
        for (const kind of kinds) mails.set(kind, mail)
      },
      dispatch,
    })
    app.addAccountEraser(async (trx, userId) => {
      await trx.deleteFrom('network_notifications').where('recipient_user_id', '=', userId).execute()
    })
    await app.register(notificationsRoutes)

    everyOnClock(app, DISPATCH_EVERY_MS, dispatch, 'notification mail dispatch failed')
  },
  { name: 'network-notifications' },
)
