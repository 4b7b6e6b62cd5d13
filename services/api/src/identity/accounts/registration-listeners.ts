import type { UserType } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** The account a registration just created, as listeners need it. */
export interface RegisteredUser {
  id: number
  email: string
  user_type: UserType
}

/** What the visitor brought along: the sponsor's invitation code of an IQStem referral link. */
export interface RegistrationContext {
  sponsorCode?: string
}

export type RegistrationListener = (user: RegisteredUser, context: RegistrationContext) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs after an account is created (a password registration, or a social sign-in's first
     * visit), once the user row is committed. Identity knows no feature: features listen here (the
     * network links a sponsored consultant to its sponsor). A failure is logged; the account stays.
     *
     * @example app.afterRegistration(async (user, { sponsorCode }) => { await linkReferral(app.db, user, sponsorCode) })
     */
    afterRegistration(listener: RegistrationListener): void
    /** Tells every listener of a new account (see afterRegistration); never throws. */
    announceRegistration(user: RegisteredUser, context: RegistrationContext): Promise<void>
  }
}

/**
 * Decorates `app.afterRegistration` and `app.announceRegistration`. Listeners run one after the
 * other, each failure apart, so a feature's trouble never refuses someone their account.
 */
export const registrationListenersPlugin = fp(
  async (app: FastifyInstance) => {
    const listeners: RegistrationListener[] = []
    app.decorate('afterRegistration', (listener: RegistrationListener) => {
      listeners.push(listener)
    })
    app.decorate('announceRegistration', async (user: RegisteredUser, context: RegistrationContext) => {
      for (const listener of listeners) {
        try {
          await listener(user, context)
        } catch (error) {
          app.log.error({ err: error, userId: user.id }, 'a step after the registration failed')
        }
      }
    })
  },
  { name: 'registration-listeners' },
)
