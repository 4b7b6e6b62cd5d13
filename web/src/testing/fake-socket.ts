import type { IqsWsServerMessage } from '@iqs/protocol'

/**
 * A WebSocket the test drives (stub it with `vi.stubGlobal('WebSocket', FakeSocket)`): it records
 * what the page sends and delivers what the test says.
 */
export class FakeSocket {
  static OPEN = 1
  static last: FakeSocket | null = null
  readyState = 1
  sent: unknown[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.last = this
  }
  send(text: string) {
    this.sent.push(JSON.parse(text))
  }
  close() {}
  /** The server closes the socket: 1006 for a dropped connection, 4401 for an ended session. */
  serverClose(code = 1006) {
    this.onclose?.({ code })
  }
  /** Delivers a server message, typed by the protocol: a test cannot send a shape the hub never sends. */
  deliver(message: IqsWsServerMessage) {
    this.deliverFrame(JSON.stringify(message))
  }
  /** Delivers any frame, for tests of what the page does with a message it cannot read. */
  deliverFrame(data: string) {
    this.onmessage?.({ data })
  }
}
