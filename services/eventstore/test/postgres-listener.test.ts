import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startPostgresListener, type PostgresListener } from '../src/postgres/postgres-listener.js'

const url = process.env.DATABASE_URL?.trim()

describe.skipIf(!url)(`the LISTEN connection${url ? '' : ' (skipped: set DATABASE_URL)'}`, () => {
  // Names of this test's own: only its session is terminated, only its channel is notified.
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12)
  const applicationName = `iqs-listener-test-${suffix}`
  const channel = `listener_test_${suffix}`
  const wake = vi.fn()
  const warn = vi.fn()
  let listener: PostgresListener
  let admin: pg.Client

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    admin.on('error', () => undefined)
    await admin.connect()
    listener = startPostgresListener(url!, channel, wake, { applicationName, log: { warn }, retryMs: 50 })
    // One wake-up once connected.
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1))
  })
  afterAll(async () => {
    await listener?.close()
    await admin?.end()
  })

  const backends = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
        applicationName,
      ])
    ).rows

  it('survives its backend being killed, reconnects, and hears notifications again', async () => {
    const [backend] = await backends()
    expect(backend).toBeDefined()
    await admin.query('select pg_terminate_backend($1)', [backend!.pid])

    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    // The reconnect wakes the subscribers once, since notifications sent meanwhile were lost.
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(2), { timeout: 2_000 })
    const [again] = await backends()
    expect(again?.pid).not.toBe(backend!.pid)

    await admin.query(`select pg_notify($1, 'x')`, [channel])
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(3))
  })
})

describe('the LISTEN connection while the server refuses', () => {
  it('retries with a doubling wait, capped, and never throws', async () => {
    const warn = vi.fn()
    // Port 1 on loopback: nothing listens, so every attempt is refused at once.
    const listener = startPostgresListener(
      'postgres://postgres@127.0.0.1:1/none',
      'events',
      () => undefined,
      {
        log: { warn },
        retryMs: 10,
        maxRetryMs: 40,
      },
    )
    try {
      await vi.waitFor(() => expect(warn.mock.calls.length).toBeGreaterThanOrEqual(4))
      expect(
        warn.mock.calls.slice(0, 4).map(([fields]) => (fields as { retryInMs: number }).retryInMs),
      ).toEqual([10, 20, 40, 40])
    } finally {
      await listener.close()
    }
  })
})
