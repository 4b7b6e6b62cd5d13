import { IQS_WS_CLOSE, IQS_WS_MAX_CLIENT_MESSAGE_BYTES, iqsWsChannels } from '@iqs/protocol'
import type { FastifyPluginAsync } from 'fastify'
import { appError } from '../../platform/errors.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { requireUser } from '../../identity/access-control/require-user.js'
import { liveSessionIds } from '../../identity/sessions/sessions.repository.js'
import { LiveHub } from './live-hub.js'
import type { LiveSocket } from './live-socket.js'

/**
 * `WS /api/iqs/ws`: live market data (book, trades, status, ticker and candles of each market) and
 * my orders. The upgrade
 * request is authenticated by the session cookie by the access-control hook (which loads
 * `request.user` on every /api request); without a live session the socket is closed at once with
 * 4401, and a socket whose browser says it comes from another site with 4403 (browsers send cookies
 * with cross-site WebSocket requests). A socket closes with 4401 too when its session ends: on the
 * revocation signal (sign-out, password reset, deletion... in any api process) or when the hub's
 * periodic re-check finds it lapsed. See services/protocol/src/iqs-ws.ts for the messages.
 */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  const hub = new LiveHub({
    bus: app.bus,
    db: app.db,
    bookSnapshot: (instrument) => app.markets.bookSnapshot(instrument),
    catchUp: () => readYourWrites(app),
    log: app.log,
    clock: app.clock,
    liveSessions: (sessionIds) => liveSessionIds(app.db, sessionIds, app.clock.date()),
  })
  const stopListening = app.sessions.onRevoked(({ sessionIds }) =>
    hub.endSessions(sessionIds, 'SESSION_REVOKED'),
  )
  app.addHook('preClose', async () => {
    stopListening()
    hub.close()
  })
  const trusted = new Set(app.config.auth.trustedOrigins.map((o) => o.toLowerCase()))

  app.route({
    method: 'GET',
    url: '/api/iqs/ws',
    // The session is checked in the handler: a refused upgrade answered with HTTP 401 leaves the
    // upgraded socket half-open on the server, and browsers cannot read that status anyway.
    config: { access: 'public' },
    schema: {
      tags: ['market data'],
      summary: `WebSocket (upgrade): channels ${iqsWsChannels.join(', ')}; snapshot then deltas with seq`,
      description:
        'Channels: book.* (levels, deltas of levels), trades.* (recent trades, then new ones), market.* (the ' +
        'market’s status, fees, reference and last price and the blackout period, as GET /api/iqs/market-config ' +
        'names them; a delta is the whole view after any change), ticker.* (last price and rolling 24 h ' +
        'open, high, low, change, volume and trades, after each batch of trades), candles.<market>.<1m|1h|1d> ' +
        '(snapshot: the latest candle; delta: the candles a batch of trades changed, a new one past the ' +
        'interval’s boundary), orders.me (my orders, fills and settlements). ' +
        `Authenticated by the session cookie. Close codes (IQS_WS_CLOSE): ${IQS_WS_CLOSE.SESSION_ENDED} without a ` +
        'live session, or when the session ends (a last message `{type:"error", code:"SESSION_REVOKED" | ' +
        '"SESSION_EXPIRED"}` comes first; refresh the session and reconnect); ' +
        `${IQS_WS_CLOSE.CROSS_SITE} for a cross-site origin; ${IQS_WS_CLOSE.MESSAGE_TOO_BIG} for a client ` +
        `message over ${IQS_WS_MAX_CLIENT_MESSAGE_BYTES} bytes. Messages: services/protocol/src/iqs-ws.ts. ` +
        'A plain GET, without the upgrade, is refused with 400 BAD_REQUEST.',
    },
    // A `wsHandler` beside a plain handler, rather than `websocket: true` (which @fastify/websocket
    // hides from the OpenAPI document): the channels above are then in /api/docs.
    handler: async () => {
      throw appError('BAD_REQUEST', 'Connect with a WebSocket upgrade (Upgrade: websocket)')
    },
    wsHandler: (socket, request) => {
      const ws = socket as unknown as LiveSocket & {
        on(event: 'message', listener: (data: Buffer) => void): void
        on(event: 'close' | 'error', listener: () => void): void
      }
      if (!request.user) return ws.close(IQS_WS_CLOSE.SESSION_ENDED, 'Sign in first')
      const origin = request.headers.origin?.toLowerCase()
      if (origin && !trusted.has(origin)) {
        let host: string | undefined
        try {
          host = new URL(origin).host
        } catch {
          host = undefined
        }
        if (host !== request.host.toLowerCase())
          return ws.close(IQS_WS_CLOSE.CROSS_SITE, 'Cross-site connection refused')
      }
      const user = requireUser(request)
      const connection = hub.connect(ws, user.id, user.sessionId)
      ws.on('message', (data) => hub.receive(connection, data.toString()))
      ws.on('close', () => hub.disconnect(connection))
      ws.on('error', () => hub.disconnect(connection))
    },
  })
}
