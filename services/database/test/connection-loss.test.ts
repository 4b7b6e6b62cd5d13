import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDatabase, isConnectionError, type DatabaseHandle } from '../src/index.js'

describe('isConnectionError', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

  it.each(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006'])(
    'knows the SQLSTATE %s',
    (code) => expect(isConnectionError(withCode(code))).toBe(true),
  )

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])('knows the socket error %s', (code) =>
    expect(isConnectionError(withCode(code))).toBe(true),
  )

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
  ])('knows pg’s "%s"', (message) => expect(isConnectionError(new Error(message))).toBe(true))

  it('looks through causes (the market writer wraps the driver’s error) and aggregates', () => {
    const cause = withCode('57P01', 'terminating connection due to administrator command')
    expect(isConnectionError(new Error('Could not record the command', { cause }))).toBe(true)
    expect(isConnectionError(new AggregateError([new Error('a'), withCode('ECONNREFUSED')]))).toBe(true)
  })

  it('refuses what the database answered about the statement itself, and non-errors', () => {
    expect(isConnectionError(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false)
    expect(isConnectionError(withCode('40001', 'could not serialize access'))).toBe(false)
    expect(isConnectionError(withCode('57014', 'canceling statement due to statement timeout'))).toBe(false)
    expect(isConnectionError(new Error('boom'))).toBe(false)
    expect(isConnectionError(undefined)).toBe(false)
    expect(isConnectionError('Connection terminated')).toBe(false)
    const loop: Error & { cause?: unknown } = new Error('loop')
    loop.cause = loop
    expect(isConnectionError(loop)).toBe(false)
  })
})

const url = process.env.DATABASE_URL?.trim()

describe.skipIf(!url)(`a pool whose backends are killed${url ? '' : ' (skipped: set DATABASE_URL)'}`, () => {
  // A name of this test's own: only its sessions are terminated (others share the server).
  const applicationName = `iqs-pool-test-${randomUUID().slice(0, 8)}`
  const warn = vi.fn()
  let handle: DatabaseHandle<unknown>
  let admin: pg.Client

  beforeAll(async () => {
    handle = await createDatabase({
      kind: 'postgres',
      url: url!,
      poolSize: 3,
      applicationName,
      log: { warn },
    })
    admin = new pg.Client({ connectionString: url })
    admin.on('error', () => undefined)
    await admin.connect()
  })
  afterAll(async () => {
    await admin?.end()
    await handle?.destroy()
  })

  /** Pids first, then one by one: the planner may order a WHERE's conditions as it likes. */
  const terminate = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [applicationName],
    )
    for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid])
    return rows.length
  }

  it('rejects the query in flight as a connection error, drops idle clients, and reconnects', async () => {
    // One client busy in a query and one idle when the backends die.
    const busy = sql`select pg_sleep(10)`.execute(handle.db)
    const failure = busy.then(
      () => undefined,
      (error: unknown) => error,
    )
    await vi.waitFor(async () => {
      const { rows } = await admin.query(
        `select 1 from pg_stat_activity where application_name = $1 and query like '%pg_sleep%'`,
        [applicationName],
      )
      expect(rows.length).toBe(1)
    })
    await sql`select 1`.execute(handle.db)
    expect(await terminate()).toBe(2)

    expect(isConnectionError(await failure)).toBe(true)
    // Each loss is reported once, whether the client was idle (pool and client both hear it) or busy.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2))
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'database connection lost')
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db)
    expect(rows).toEqual([{ ok: 1 }])
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
