import type { IqsWsServerMessage } from '@iqs/protocol'

/** The part of a `ws` WebSocket the hub uses (kept small so tests can fake it). */
export interface LiveSocket {
  readonly readyState: number
  /** Bytes queued by `send` and not yet handed to the network. */
  readonly bufferedAmount: number
  send(data: string): void
  close(code?: number, reason?: string): void
}

export const OPEN = 1

/** A socket's subscription to one channel: `stale` while its deltas are being dropped (slow consumer). */
export interface Subscriber {
  socket: LiveSocket
  /** The user behind the socket (orders.me is per user). */
  userId: number
  stale: boolean
}

/** Sends a message if the socket is open: only the protocol's messages (services/protocol/src/iqs-ws.ts). */
export function sendTo(socket: LiveSocket, message: IqsWsServerMessage): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(message))
}
