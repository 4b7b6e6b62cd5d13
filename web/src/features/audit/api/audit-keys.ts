/** The query keys of the audit view. */
export const auditKeys = {
  events: ['audit', 'events'] as const,
  trace: ['audit', 'trace'] as const,
  book: ['audit', 'book'] as const,
  holders: ['audit', 'holders'] as const,
  replays: ['audit', 'replays'] as const,
  chainAnchor: ['audit', 'chain-anchor'] as const,
}
