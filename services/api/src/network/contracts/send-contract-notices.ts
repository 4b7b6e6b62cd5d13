import type { FastifyInstance } from 'fastify'

/**
 * Sends the mails of the notifications a committed contract or review step wrote, before the route
 * answers (the applications' own does the same for theirs; a folder of its own keeps the parts
 * free of each other). A failure is only logged: the next dispatch (every minute) retries.
 */
export async function sendContractNotices(app: FastifyInstance): Promise<void> {
  try {
    await app.notifications.dispatch()
  } catch (error) {
    app.log.warn({ err: error }, 'notification mails not sent yet')
  }
}
