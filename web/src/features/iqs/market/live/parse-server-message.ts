import { iqsWsServerMessageSchema, type IqsWsServerMessage } from '@iqs/protocol'

/** Why a frame was dropped: not JSON, or JSON the protocol does not describe. */
export type DroppedMessage = { reason: 'not-json' } | { reason: 'not-protocol'; issues: string[] }

/**
 * Reads one frame of `WS /api/iqs/ws` with the protocol's schema, so the feed acts only on messages
 * whose shape it knows (a server newer or older than this page, a proxy's garbage). Never throws:
 * a frame it cannot read is `{ dropped }`, for the feed to count and skip.
 *
 * @example
 * const read = parseServerMessage(event.data)
 * if ('message' in read) receive(read.message)
 */
export function parseServerMessage(
  frame: unknown,
): { message: IqsWsServerMessage } | { dropped: DroppedMessage } {
  let json: unknown
  try {
    json = JSON.parse(String(frame))
  } catch {
    return { dropped: { reason: 'not-json' } }
  }
  const parsed = iqsWsServerMessageSchema.safeParse(json)
  if (parsed.success) return { message: parsed.data }
  return {
    dropped: {
      reason: 'not-protocol',
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(message)'}: ${issue.message}`),
    },
  }
}
