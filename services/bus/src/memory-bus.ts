import { randomUUID } from 'node:crypto'
import {
  BusError,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type Bus,
  type MessageHandler,
  type RequestHandler,
  type SubscribeOptions,
  type Subscription,
} from './bus.js'
import { assertPublishSubject, subjectMatches } from './subject-matcher.js'

interface Listener {
  pattern: string
  queue: string | undefined
  deliver: (message: unknown, subject: string) => void
}

/**
 * The in-process bus, the default when `NATS_URL` is unset.
 *
 * Delivery is asynchronous (a microtask), like NATS, so code never comes to
 * depend on a publish running its subscribers inline. Messages go through a
 * JSON round trip, so what works here also survives the wire.
 */
export function createMemoryBus(): Bus {
  const listeners = new Set<Listener>()
  const queueTurns = new Map<string, number>()
  let pending = Promise.resolve()
  let closed = false

  function add(listener: Listener): Subscription {
    listeners.add(listener)
    return { unsubscribe: () => listeners.delete(listener) }
  }

  /** The listeners a message goes to: every plain one, and one per queue group, in turn. */
  function route(subject: string): Listener[] {
    const chosen: Listener[] = []
    const groups = new Map<string, Listener[]>()
    for (const listener of listeners) {
      if (!subjectMatches(listener.pattern, subject)) continue
      if (!listener.queue) chosen.push(listener)
      else groups.set(listener.queue, [...(groups.get(listener.queue) ?? []), listener])
    }
    for (const [queue, members] of groups) {
      const turn = queueTurns.get(queue) ?? 0
      queueTurns.set(queue, turn + 1)
      chosen.push(members[turn % members.length] as Listener)
    }
    return chosen
  }

  function dispatch(subject: string, message: unknown): number {
    const targets = route(subject)
    const payload = JSON.stringify(message ?? null)
    pending = pending.then(() => {
      for (const target of targets) target.deliver(JSON.parse(payload), subject)
    })
    return targets.length
  }

  return {
    kind: 'memory',
    publish(subject, message) {
      if (closed) throw new BusError('CLOSED', 'The bus is closed')
      assertPublishSubject(subject)
      dispatch(subject, message)
    },
    subscribe(subject: string, handler: MessageHandler, options: SubscribeOptions = {}) {
      return add({ pattern: subject, queue: options.queue, deliver: handler })
    },
    respond(subject: string, handler: RequestHandler, options: SubscribeOptions = {}) {
      return add({
        pattern: subject,
        queue: options.queue,
        deliver: (message, actual) => {
          const { replyTo, body } = message as { replyTo: string; body: unknown }
          Promise.resolve()
            .then(() => handler(body, actual))
            .then(
              (result) => dispatch(replyTo, { ok: true, result }),
              (error: unknown) => dispatch(replyTo, { ok: false, error: errorMessage(error) }),
            )
        },
      })
    },
    request<T>(subject: string, message: unknown, options: { timeoutMs?: number } = {}) {
      if (closed) return Promise.reject(new BusError('CLOSED', 'The bus is closed'))
      assertPublishSubject(subject)
      const replyTo = `_INBOX.${randomUUID()}`
      return new Promise<T>((resolve, reject) => {
        const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
        const timer = setTimeout(() => {
          inbox.unsubscribe()
          reject(new BusError('TIMEOUT', `No reply on '${subject}' within ${timeoutMs} ms`))
        }, timeoutMs)
        const inbox = add({
          pattern: replyTo,
          queue: undefined,
          deliver: (reply) => {
            clearTimeout(timer)
            inbox.unsubscribe()
            const answer = reply as { ok: boolean; result?: T; error?: string }
            if (answer.ok) resolve(answer.result as T)
            else reject(new BusError('REMOTE_ERROR', answer.error ?? 'Remote error'))
          },
        })
        if (dispatch(subject, { replyTo, body: message }) === 0) {
          clearTimeout(timer)
          inbox.unsubscribe()
          reject(new BusError('NO_RESPONDERS', `No responder on '${subject}'`))
        }
      })
    },
    flush: () => pending,
    health: async () => ({ ok: !closed, detail: closed ? 'closed' : 'in-process' }),
    async close() {
      closed = true
      await pending
      listeners.clear()
    },
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
