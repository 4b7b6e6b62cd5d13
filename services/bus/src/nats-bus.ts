import { connect, type NatsConnection, type Msg } from '@nats-io/transport-node'
import {
  BusError,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type Bus,
  type MessageHandler,
  type RequestHandler,
  type SubscribeOptions,
} from './bus.js'
import { assertPublishSubject } from './subject-matcher.js'

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** Encodes a message for the wire; the two adapters agree on JSON. */
function encode(message: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(message ?? null))
}

function decode(data: Uint8Array): unknown {
  return data.length ? JSON.parse(decoder.decode(data)) : null
}

export interface NatsBusOptions {
  /**
   * A namespace put in front of every subject on the wire (`t1` makes `market.IQS.book` travel as
   * `t1.market.IQS.book`), invisible to the bus's users: handlers see the subjects they asked for.
   * Buses with different prefixes on one NATS server never see each other's messages, so test runs
   * (or environments) can share a server.
   */
  prefix?: string
}

/**
 * The NATS adapter, chosen when `NATS_URL` is set, so several api processes
 * and one exchange writer per market can run apart.
 *
 * Request/reply wraps the answer as `{ ok, result | error }` so that a remote
 * failure arrives as a `BusError('REMOTE_ERROR')`, exactly as in-process.
 *
 * @example const bus = await createNatsBus('nats://127.0.0.1:4222', 'iqs-api', { prefix: 'test-1a2b' })
 */
export async function createNatsBus(url: string, name = 'iqs', options: NatsBusOptions = {}): Promise<Bus> {
  const prefix = options.prefix ? `${options.prefix}.` : ''
  if (options.prefix !== undefined && !/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(options.prefix))
    throw new TypeError(`Invalid NATS subject prefix: '${options.prefix}'`)
  const wire = (subject: string) => prefix + subject
  const local = (subject: string) => (subject.startsWith(prefix) ? subject.slice(prefix.length) : subject)
  let nc: NatsConnection
  try {
    nc = await connect({ servers: url, name, maxReconnectAttempts: -1, timeout: 5_000 })
  } catch (error) {
    throw new Error(`Cannot connect to NATS at ${url}: ${(error as Error).message}`, { cause: error })
  }

  function listen(subject: string, options: SubscribeOptions, onMessage: (msg: Msg) => void) {
    const sub = nc.subscribe(wire(subject), {
      ...(options.queue ? { queue: options.queue } : {}),
      callback: (error, msg) => {
        if (!error) onMessage(msg)
      },
    })
    return { unsubscribe: () => sub.unsubscribe() }
  }

  return {
    kind: 'nats',
    publish(subject, message) {
      assertPublishSubject(subject)
      if (nc.isClosed()) throw new BusError('CLOSED', 'The bus is closed')
      nc.publish(wire(subject), encode(message))
    },
    subscribe(subject: string, handler: MessageHandler, options: SubscribeOptions = {}) {
      return listen(subject, options, (msg) => handler(decode(msg.data), local(msg.subject)))
    },
    respond(subject: string, handler: RequestHandler, options: SubscribeOptions = {}) {
      return listen(subject, options, (msg) => {
        Promise.resolve()
          .then(() => handler(decode(msg.data), local(msg.subject)))
          .then(
            (result) => msg.respond(encode({ ok: true, result })),
            (error: unknown) =>
              msg.respond(
                encode({ ok: false, error: error instanceof Error ? error.message : String(error) }),
              ),
          )
      })
    },
    async request<T>(subject: string, message: unknown, options: { timeoutMs?: number } = {}) {
      assertPublishSubject(subject)
      if (nc.isClosed()) throw new BusError('CLOSED', 'The bus is closed')
      const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
      let reply: Msg
      try {
        reply = await nc.request(wire(subject), encode(message), { timeout: timeoutMs })
      } catch (error) {
        throw toBusError(error, subject, timeoutMs)
      }
      const answer = decode(reply.data) as { ok: boolean; result?: T; error?: string }
      if (!answer.ok) throw new BusError('REMOTE_ERROR', answer.error ?? 'Remote error')
      return answer.result as T
    },
    flush: () => nc.flush(),
    async health() {
      if (nc.isClosed()) return { ok: false, detail: 'closed' }
      try {
        const rtt = await nc.rtt()
        return { ok: true, detail: `nats ${nc.getServer()} rtt ${rtt.toFixed(1)} ms` }
      } catch (error) {
        return { ok: false, detail: `nats: ${(error as Error).message}` }
      }
    },
    async close() {
      if (!nc.isClosed()) await nc.drain()
    },
  }
}

function toBusError(error: unknown, subject: string, timeoutMs: number): BusError {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : ''
  if (/no ?responders/i.test(text + cause))
    return new BusError('NO_RESPONDERS', `No responder on '${subject}'`)
  if (/timeout/i.test(text + cause))
    return new BusError('TIMEOUT', `No reply on '${subject}' within ${timeoutMs} ms`)
  return new BusError('REMOTE_ERROR', text)
}
