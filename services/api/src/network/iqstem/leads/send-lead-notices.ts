import type { FastifyInstance } from 'fastify'

/**
 * Sends the mails of the notifications a committed lead move wrote, before the route answers. A
 * failure is only logged: the dispatcher runs again every minute and retries.
 */
export async function sendLeadNotices(app: FastifyInstance): Promise<void> {
  try {
    await app.notifications.dispatch()
  } catch (error) {
    app.log.warn({ err: error }, 'lead notification mails not sent yet')
  }
}
