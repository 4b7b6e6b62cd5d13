/**
 * SQLSTATEs that mean the session is gone or could not start, not that the
 * statement was wrong: the server shut the backend down (57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now) or the connection failed
 * (class 08).
 */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006'])

/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * What `pg` says when the socket closed under a client, or when a client
 * that already lost it is used again (kysely's rollback after a failed
 * transaction, for one). They carry no code, so the text is all there is.
 */
const CONNECTION_MESSAGES = [
  'Connection terminated', // ...unexpectedly, ...due to connection timeout
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]

/**
 * Whether an error means "the database could not be reached", as opposed to
 * "the database refused this statement". A request that fails this way may
 * be retried as is once the pool has reconnected; anything else is a bug or
 * a refusal.
 *
 * Looks through `cause` (the market writer's AppendFailedError wraps the
 * driver's error) and an AggregateError's `errors` (Node's connect tries
 * every address of a host name).
 *
 * @example
 * if (isConnectionError(error)) reply.status(503).header('retry-after', '1')
 */
export function isConnectionError(error: unknown): boolean {
  return isConnectionErrorAt(error, 0)
}

function isConnectionErrorAt(error: unknown, depth: number): boolean {
  // A cycle of causes (or an absurdly deep chain) ends the search.
  if (depth > 8 || typeof error !== 'object' || error === null) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text))) return true
  if (Array.isArray(errors) && errors.some((inner) => isConnectionErrorAt(inner, depth + 1))) return true
  return isConnectionErrorAt(cause, depth + 1)
}
