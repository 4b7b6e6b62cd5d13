import { createBus, type Bus } from '@iqs/bus'
import { createDatabase, migrateToLatest, type DatabaseHandle } from '@iqs/database'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import path from 'node:path'
import type { AppConfig } from '../config/config.js'
import type { Database } from '../db/database.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    /** The kysely instance on PostgreSQL or PGlite (see services/database). */
    db: Kysely<Database>
    database: DatabaseHandle<Database>
    bus: Bus
  }
}

export interface StorageOptions {
  config: AppConfig
  /** A database opened by the caller (tests); the app then leaves closing it to the caller. */
  database?: DatabaseHandle<Database> | undefined
  bus?: Bus | undefined
}

/**
 * Opens the database (migrated to the newest schema) and the bus, decorates
 * the app with them, and closes what it opened when the app closes.
 */
export const storagePlugin = fp<StorageOptions>(
  async (app, { config, database, bus }) => {
    const ownsDatabase = !database
    const handle =
      database ??
      (await createDatabase<Database>(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl, applicationName: 'iqs-api', log: app.log }
          : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
      ))
    if (ownsDatabase) {
      await migrateToLatest(handle.db as Kysely<unknown>, { schema: handle.schema })
      app.log.info({ database: handle.description }, 'database ready')
    }
    const ownsBus = !bus
    const theBus = bus ?? (await createBus({ NATS_URL: config.natsUrl }, 'iqs-api'))
    app.log.info({ bus: theBus.kind }, 'bus ready')

    app.decorate('config', config)
    app.decorate('database', handle)
    app.decorate('db', handle.db)
    app.decorate('bus', theBus)
    app.addHook('onClose', async () => {
      if (ownsBus) await theBus.close()
      if (ownsDatabase) await handle.destroy()
    })
  },
  { name: 'storage' },
)
