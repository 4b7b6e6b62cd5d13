import type { Message, MessagePage } from '@iqs/protocol'

/**
 * The messages of the thread's pages (the newest page first, then the older ones asked for) in
 * reading order, oldest first; a message on two pages (a page boundary moved while polling) once.
 */
export function threadItems(pages: readonly MessagePage[]): Message[] {
  const byId = new Map<string, Message>()
  for (const page of pages) for (const message of page.items) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.seq - b.seq)
}

/** How many messages of the other side came after `seenSeq` (the newest one shown before). */
export function arrivedSince(items: readonly Message[], seenSeq: number): number {
  return items.filter((message) => !message.mine && message.seq > seenSeq).length
}

/** The newest seq of the thread, 0 when empty. */
export const newestSeq = (items: readonly Message[]): number => items.at(-1)?.seq ?? 0
