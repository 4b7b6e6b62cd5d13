import type { FastifyInstance } from 'fastify'

/**
 * Sends the mails of the notifications a committed transition wrote, before the route answers. A
 * failure is only logged: the change is made, and the next dispatch (every minute) retries.
 */
export async function sendNotices(app: FastifyInstance): Promise<void> {
  try {
    await app.notifications.dispatch()
  } catch (error) {
    app.log.warn({ err: error }, 'notification mails not sent yet')
  }
}
