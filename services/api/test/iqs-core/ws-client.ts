import { iqsWsServerMessageSchema } from '@iqs/protocol'
// @ts-expect-error -- ws ships no types here (@types/ws is not installed); the tests use a few calls.
import WebSocket from 'ws'

export { WebSocket }

export interface Message {
  channel?: string
  type: string
  seq?: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message's data is checked field by field
  data?: any
}

/**
 * The messages the protocol's schema (services/protocol/src/iqs-ws.ts) refuses, with why: a test
 * expects none, so the hub and the web's parser cannot drift apart.
 */
export function offProtocol(messages: readonly Message[]): { message: Message; issues: string[] }[] {
  return messages.flatMap((message) => {
    const parsed = iqsWsServerMessageSchema.safeParse(message)
    if (parsed.success) return []
    return [{ message, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }]
  })
}

/** A WebSocket client that records every message and can wait for one. */
export class Client {
  /** Every client opened in this test file, so a file can check all they received. */
  static readonly opened: Client[] = []
  readonly messages: Message[] = []
  private waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = []
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ws has no types installed
  constructor(readonly ws: any) {
    Client.opened.push(this)
    ws.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as Message
      this.messages.push(message)
      this.waiters = this.waiters.filter((w) => (w.test(message) ? (w.resolve(message), false) : true))
    })
  }
  static open(url: string, cookie?: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, cookie ? { headers: { cookie } } : {})
      const client = new Client(ws)
      ws.once('open', () => resolve(client))
      ws.once('unexpected-response', (req: { destroy(): void }, res: { statusCode: number }) => {
        // ws leaves the refused request open: drop it, or the server's close waits for it.
        req.destroy()
        reject(new Error(`HTTP ${res.statusCode}`))
      })
      ws.once('error', reject)
    })
  }
  send(message: object) {
    this.ws.send(JSON.stringify(message))
  }
  next(test: (m: Message) => boolean, timeoutMs = 10_000): Promise<Message> {
    const found = this.messages.find(test)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs)
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer)
          resolve(m)
        },
      })
    })
  }
  close() {
    this.ws.close()
  }
}
