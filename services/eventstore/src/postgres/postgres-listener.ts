import pg from 'pg'

/** A LISTEN connection; `close` ends it. */
export interface PostgresListener {
  close(): Promise<void>
}

export interface PostgresListenerOptions {
  /** `application_name` of the connection, to tell it apart in `pg_stat_activity`. */
  applicationName?: string
  /** Where a lost connection is reported (pino-style); silent by default. */
  log?: Pick<Console, 'warn'>
  /** First wait before reconnecting; doubled after each failed attempt. */
  retryMs?: number
  /** Longest wait between two attempts. */
  maxRetryMs?: number
}

/**
 * Listens on a NOTIFY channel over its own connection and calls `onWake` for
 * each notification, and once more after every reconnect (notifications sent
 * while disconnected are lost, so the subscriber should look).
 *
 * A hint only: subscribers poll anyway, so a dead listener costs latency,
 * never correctness. When the connection drops (failover, restart,
 * `pg_terminate_backend`) or cannot be opened, it tries again after
 * `retryMs`, doubling the wait up to `maxRetryMs` while the server stays
 * away; the subscribers' polling covers the gap.
 *
 * @example
 * const listener = startPostgresListener(url, 'events', () => wake.wake(), { log })
 */
export function startPostgresListener(
  url: string,
  channel: string,
  onWake: () => void,
  options: PostgresListenerOptions = {},
): PostgresListener {
  const firstRetryMs = options.retryMs ?? 1_000
  const maxRetryMs = options.maxRetryMs ?? 30_000
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let retryMs = firstRetryMs

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    })
    // Both can fire for one loss (and an unheard `error` would end the process): `drop` acts once.
    let dropped = false
    const drop = (error?: Error) => {
      if (dropped) return
      dropped = true
      lost(next, error)
    }
    next.on('notification', onWake)
    next.on('error', drop)
    next.on('end', () => drop())
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
      if (closed) return void (await next.end())
      client = next
      retryMs = firstRetryMs
      onWake()
    } catch (error) {
      drop(error as Error)
      // The socket may still be open (LISTEN itself failed): close it, `drop` has already run.
      void next.end().catch(() => undefined)
    }
  }

  const lost = (dead: pg.Client, error: Error | undefined) => {
    dead.removeAllListeners('notification')
    if (client === dead) client = undefined
    if (closed || retry) return
    options.log?.warn(
      { channel, reason: error?.message, retryInMs: retryMs },
      'LISTEN connection lost; polling until it is back',
    )
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, retryMs)
    retry.unref()
    retryMs = Math.min(retryMs * 2, maxRetryMs)
  }

  void connect()
  return {
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}
