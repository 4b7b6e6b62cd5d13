import pg from 'pg'

/** A LISTEN connection; `close` ends it. */
export interface PostgresListener {
  close(): Promise<void>
}

/**
 * Listens on a NOTIFY channel over its own connection and calls `onWake` for
 * each notification, and once more after every reconnect (notifications sent
 * while disconnected are lost, so the subscriber should look).
 *
 * A hint only: subscribers poll anyway, so a dead listener costs latency,
 * never correctness. Reconnects after a second when the connection drops.
 */
export function startPostgresListener(url: string, channel: string, onWake: () => void): PostgresListener {
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', onWake)
    next.on('error', () => drop(next))
    next.on('end', () => drop(next))
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
      if (closed) return void (await next.end())
      client = next
      onWake()
    } catch {
      drop(next)
    }
  }

  const drop = (dead: pg.Client) => {
    dead.removeAllListeners('notification')
    if (client === dead) client = undefined
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, 1000)
    retry.unref()
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
