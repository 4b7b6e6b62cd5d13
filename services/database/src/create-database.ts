import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import { mkdirSync } from 'node:fs'

/** Where the data lives: a PostgreSQL server, or PGlite files (or memory) in-process. */
export type DatabaseConfig =
  | {
      kind: 'postgres'
      url: string
      poolSize?: number
      /** Confines every connection to this schema (tests, replay scratch space); it must exist. */
      schema?: string
      /**
       * Who the connections say they are (`application_name`, seen in
       * `pg_stat_activity`); `iqs` by default. The schema, when set, is
       * appended (`iqs-api test_ab12`) so that one app's sessions can be told apart.
       */
      applicationName?: string
      /** Where lost connections are reported (pino-style `warn(object, message)`); console by default. */
      log?: Pick<Console, 'warn'>
    }
  | {
      kind: 'pglite'
      dataDir?: string
      /** A data directory to start from (`dumpDataDir`'s tarball): tests' migrated template. */
      loadDataDir?: Blob
    }

/** The live connection plus what callers need to know about it. */
export interface DatabaseHandle<DB> {
  readonly db: Kysely<DB>
  readonly kind: DatabaseConfig['kind']
  /** The schema every connection is confined to ('public' unless configured). */
  readonly schema: string
  /**
   * A short, password-free description for logs and the command-line tools
   * (a URL or a path: not for anonymous callers; `/api/health` shows `kind`).
   */
  readonly description: string
  /**
   * How it was opened (the URL may hold a password: never log it). Why: work that needs a space
   * of its own beside the live one, such as the auditor's replay, opens it on the same server.
   */
  readonly config: DatabaseConfig
  destroy(): Promise<void>
  /** PGlite only: its data directory as a tarball, to start others from (the tests' migrated template). */
  dumpDataDir?(): Promise<Blob>
}

/** PostgreSQL type oids whose text form we parse the same way on both drivers. */
const INT8_OID = 20
const NUMERIC_OID = 1700

/**
 * Picks the configuration from the environment: `DATABASE_URL` selects a real
 * PostgreSQL, otherwise PGlite keeps its files under `${dataDir}/pglite`.
 */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): DatabaseConfig {
  const url = env.DATABASE_URL?.trim()
  return url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: `${dataDir}/pglite` }
}

/**
 * Opens a kysely instance on PostgreSQL or PGlite with the same row shapes.
 *
 * Both drivers return int8 as a JS number (positions and ids stay far below
 * 2^53) and numeric as a string (money is parsed with decimal.js at the edge),
 * so no caller ever branches on the driver.
 *
 * @example
 * const { db } = await createDatabase<Tables>({ kind: 'pglite' }) // in memory
 */
export async function createDatabase<DB>(config: DatabaseConfig): Promise<DatabaseHandle<DB>> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      application_name: applicationName(config.applicationName ?? 'iqs', config.schema),
      ...(config.schema ? { options: `-c search_path=${quoteIdentifier(config.schema)}` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === INT8_OID) return (value: string) => Number(value)
          return pg.types.getTypeParser(oid, format as 'text')
        }) as typeof pg.types.getTypeParser,
      },
    })
    survivePoolErrors(pool, config.log ?? console)
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      kind: 'postgres',
      schema: config.schema ?? 'public',
      description: redactUrl(config.url),
      config,
      destroy: () => db.destroy(),
    }
  }

  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true })
  const pglite = await PGlite.create(config.dataDir ?? 'memory://', {
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    parsers: {
      [INT8_OID]: (value: string) => Number(value),
      [NUMERIC_OID]: (value: string) => value,
    },
  })
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) })
  return {
    db,
    kind: 'pglite',
    schema: 'public',
    description: `pglite:${config.dataDir ?? 'memory'}`,
    config,
    destroy: () => db.destroy(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  }
}

/**
 * A backend killed under the pool (failover, restart, `pg_terminate_backend`)
 * makes `pg` emit `error` on the pool (idle client) or on the client itself
 * (checked out); an `error` event nobody listens to ends the process. The
 * pool already drops such clients and opens new ones on demand, and the
 * query in flight, if any, rejects on its own: all that is left to do is to
 * say so, once per lost connection, and carry on.
 */
function survivePoolErrors(pool: pg.Pool, log: Pick<Console, 'warn'>): void {
  // One warning per connection: an idle client's error reaches both listeners, and a client
  // may emit twice (the server's 57P01, then "Connection terminated unexpectedly" as the socket ends).
  const lost = new WeakSet<object>()
  const report = (client: object, error: Error) => {
    if (lost.has(client)) return
    lost.add(client)
    log.warn({ code: (error as { code?: unknown }).code, reason: error.message }, 'database connection lost')
  }
  pool.on('error', (error, client) => report(client, error))
  pool.on('connect', (client) => client.on('error', (error) => report(client, error)))
}

/** The name plus the schema the connections are confined to, if any (the server keeps 63 bytes). */
function applicationName(name: string, schema: string | undefined): string {
  return schema ? `${name} ${schema}` : name
}

/** Double-quotes an SQL identifier, doubling any quote inside it. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres'
  }
}
