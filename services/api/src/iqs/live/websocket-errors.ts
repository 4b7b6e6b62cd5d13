import type { FastifyRequest } from 'fastify'

/** Errors a peer causes: `ws` refuses its frame (too large, bad UTF-8, bad opcode...) or it drops the connection. */
function isClientFault(error: Error & { code?: string }): boolean {
  return error.code?.startsWith('WS_ERR_') === true || error.code === 'ECONNRESET' || error.code === 'EPIPE'
}

/**
 * @fastify/websocket's `errorHandler`: its default logs every socket error at error level, so a
 * client sending a 5 kB frame to the 4 kB limit looked like a server fault. A client's mistake is a
 * warning; anything else (our handler threw) stays an error. The socket ends either way, as before.
 */
export function websocketErrorHandler(
  error: Error & { code?: string },
  socket: { terminate(): void },
  request: FastifyRequest,
): void {
  if (isClientFault(error))
    request.log.warn(
      { code: error.code, reason: error.message },
      'websocket closed: the client broke the protocol',
    )
  else request.log.error({ err: error }, 'websocket failed')
  socket.terminate()
}
