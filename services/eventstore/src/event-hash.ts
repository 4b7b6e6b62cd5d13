import { hash } from 'node:crypto'

/** The `previous hash` of the very first event. */
export const GENESIS_HASH = '0'.repeat(64)

/** The stored fields of one event that its hash covers. */
export interface HashedEventContent {
  position: number
  streamId: string
  streamVersion: number
  eventId: string
  type: string
  schemaVersion: number
  /** `canonicalJson` of the data, as stored. */
  dataJson: string
  /** `canonicalJson` of the metadata, as stored. */
  metadataJson: string
  /** The ISO 8601 form with milliseconds, as `Date.prototype.toISOString` writes it. */
  recordedAt: string
}

/**
 * The hash-chain link of an event: sha256 (hex) of the previous event's hash
 * and the event's stored content, one field per line, data and metadata as
 * canonical JSON.
 *
 * Chaining makes any change, removal or reordering of a stored row visible at
 * that row; `verifyChain` recomputes it from the start. Data and metadata come
 * in already canonical (`canonicalJson`), so jsonb's key order cannot matter.
 *
 * @example
 * const hash = eventHash(GENESIS_HASH, { position: 1, streamId: 's', dataJson: canonicalJson(data), ... })
 */
export function eventHash(previousHash: string, event: HashedEventContent): string {
  // One line per field; JSON strings never hold a raw newline, so the layout is unambiguous.
  const content =
    `${previousHash}\n${event.position}\n${JSON.stringify(event.streamId)}\n${event.streamVersion}\n` +
    `${event.eventId}\n${JSON.stringify(event.type)}\n${event.schemaVersion}\n${event.recordedAt}\n` +
    `${event.dataJson}\n${event.metadataJson}`
  return hash('sha256', content, 'hex')
}
