/**
 * The message bus port: subjects in NATS syntax (`market.IQS.book`, `*` for one
 * token, `>` for the rest), JSON-safe messages, publish/subscribe, queue groups
 * and request/reply.
 *
 * It carries market data and commands between processes. It is never the
 * source of truth: everything that matters is in the event store first, and a
 * subscriber that misses a message recovers from there (or from a snapshot).
 */
export interface Bus {
  readonly kind: 'memory' | 'nats'
  /** Fire and forget; delivery order per subject and publisher is kept. */
  publish(subject: string, message: unknown): void
  /** Subscribers with the same `queue` share the messages: each goes to one of them. */
  subscribe(subject: string, handler: MessageHandler, options?: SubscribeOptions): Subscription
  /** Answers requests on `subject`; the handler's result (or thrown error) is the reply. */
  respond(subject: string, handler: RequestHandler, options?: SubscribeOptions): Subscription
  /** Sends one request and waits for its reply; throws `BusError` on no responder or timeout. */
  request<T = unknown>(subject: string, message: unknown, options?: { timeoutMs?: number }): Promise<T>
  /** Resolves when the bus has handed every published message on (a round trip for NATS). */
  flush(): Promise<void>
  /** Health for `/api/health`: `ok` plus a short description. */
  health(): Promise<{ ok: boolean; detail: string }>
  close(): Promise<void>
}

export type MessageHandler = (message: unknown, subject: string) => void
export type RequestHandler = (message: unknown, subject: string) => unknown

export interface SubscribeOptions {
  queue?: string
}

export interface Subscription {
  unsubscribe(): void
}

export type BusErrorCode = 'NO_RESPONDERS' | 'TIMEOUT' | 'REMOTE_ERROR' | 'CLOSED'

/** A failed request, with a stable code so callers can tell "nobody there" from "it broke". */
export class BusError extends Error {
  constructor(
    readonly code: BusErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'BusError'
  }
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000
