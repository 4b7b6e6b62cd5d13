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
    }
  | { kind: 'pglite'; dataDir?: string }

/** The live connection plus what callers need to know about it. */
export interface DatabaseHandle<DB> {
  readonly db: Kysely<DB>
  readonly kind: DatabaseConfig['kind']
  /** The schema every connection is confined to ('public' unless configured). */
  readonly schema: string
  /** A short, password-free description for logs and `/api/health`. */
  readonly description: string
  destroy(): Promise<void>
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
      ...(config.schema ? { options: `-c search_path=${quoteIdentifier(config.schema)}` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === INT8_OID) return (value: string) => Number(value)
          return pg.types.getTypeParser(oid, format as 'text')
        }) as typeof pg.types.getTypeParser,
      },
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      kind: 'postgres',
      schema: config.schema ?? 'public',
      description: redactUrl(config.url),
      destroy: () => db.destroy(),
    }
  }

  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true })
  const pglite = await PGlite.create(config.dataDir ?? 'memory://', {
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
    destroy: () => db.destroy(),
  }
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
