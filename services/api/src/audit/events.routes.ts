import { dataEnvelope, eventLogPageSchema, eventLogQuerySchema, type LogEvent } from '@iqs/protocol'
import { positionFromNumber, positionToNumber, type RecordedEvent } from '@iqs/eventstore'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/**
 * `GET /api/admin/events?from=&limit=&stream=&type=`: the event log in global
 * order, for admins and auditors. Filters apply within the page read, so a
 * page may hold fewer than `limit` events; follow `next` to the end.
 */
export const eventLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/events',
    {
      config: { access: { roles: ['Admin', 'Auditor'], admin: 'tokens' } },
      schema: {
        tags: ['audit'],
        summary: 'The event log in global order',
        querystring: eventLogQuerySchema,
        response: { 200: dataEnvelope(eventLogPageSchema) },
      },
    },
    async (request) => {
      const { from, limit, stream, type } = request.query
      const page = await app.eventStore.readAll({
        ...(from > 1 ? { after: positionFromNumber(from - 1) } : {}),
        limit,
      })
      const matchesStream = (id: string) =>
        !stream || (stream.endsWith('*') ? id.startsWith(stream.slice(0, -1)) : id === stream)
      const events = page
        .filter((e) => matchesStream(e.streamId) && (!type || e.type === type))
        .map(toLogEvent)
      const last = page.at(-1)
      return {
        data: { events, next: page.length === limit && last ? positionToNumber(last.position) + 1 : null },
      }
    },
  )
}

function toLogEvent(event: RecordedEvent): LogEvent {
  return {
    position: positionToNumber(event.position),
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    eventId: event.eventId,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: event.metadata,
    recordedAt: event.recordedAt.toISOString(),
    hash: event.hash ?? null,
  }
}
