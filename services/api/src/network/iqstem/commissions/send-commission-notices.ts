import type { FastifyInstance } from 'fastify'

/**
 * Sends the mails of the notices a committed payment wrote, before the route answers (each part
 * has its own, so the parts stay free of each other). A failure is only logged: the dispatcher
 * runs every minute and retries.
 */
export async function sendCommissionNotices(app: FastifyInstance): Promise<void> {
  try {
    await app.notifications.dispatch()
  } catch (error) {
    app.log.warn({ err: error }, 'notification mails not sent yet')
  }
}
