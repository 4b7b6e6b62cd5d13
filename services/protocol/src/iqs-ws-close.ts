/**
 * The close codes of `WS /api/iqs/ws`. The hub closes with them and the web decides on them (an
 * ended session is refreshed before reconnecting; anything else reconnects with a backoff), so both
 * read them from here. The 4000 range is the application's (RFC 6455 §7.4.2): 4401 and 4403 echo
 * the HTTP statuses they stand for, since a browser cannot read the status of a refused upgrade.
 */
export const IQS_WS_CLOSE = {
  /** No live session at the upgrade, or the session ended since (revoked, expired): refresh it first. */
  SESSION_ENDED: 4401,
  /** The upgrade came from another site's page (browsers send cookies with cross-site sockets). */
  CROSS_SITE: 4403,
  /** A client frame over IQS_WS_MAX_CLIENT_MESSAGE_BYTES (sent by the `ws` library itself). */
  MESSAGE_TOO_BIG: 1009,
} as const
export type IqsWsCloseCode = (typeof IQS_WS_CLOSE)[keyof typeof IQS_WS_CLOSE]

/**
 * The largest client frame the server reads. Client messages are a few dozen bytes
 * (`{ op, channel }`); anything far bigger is a mistake or an attack, refused with MESSAGE_TOO_BIG.
 */
export const IQS_WS_MAX_CLIENT_MESSAGE_BYTES = 4096
