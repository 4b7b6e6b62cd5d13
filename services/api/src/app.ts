import cookie from '@fastify/cookie'
import websocket from '@fastify/websocket'
import type { Bus } from '@iqs/bus'
import type { DatabaseHandle } from '@iqs/database'
import { IQS_WS_MAX_CLIENT_MESSAGE_BYTES } from '@iqs/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { authPlugin } from './identity/identity.plugin.js'
import { systemClock, type Clock } from './platform/clock.js'
import type { Mailer } from './platform/mail/mailer.js'
import { mailerPlugin } from './platform/mail/mailer.plugin.js'
import { fileStorePlugin, type FileStore } from './platform/files/file-store.js'
import type { AppConfig } from './platform/config/config.js'
import type { Database } from './platform/db/database.js'
import { seedDemo } from './demo/seed-demo.js'
import { seedDemoActivity } from './demo/seed-demo-activity.js'
import { seedDemoMarket } from './demo/seed-demo-market.js'
import { seedDemoShareOwners } from './demo/seed-demo-share-owners.js'
import { seedDemoLeaders } from './demo/seed-demo-leaders.js'
import { seedDemoNetworkOnboarding } from './demo/seed-demo-network-onboarding.js'
import { websocketErrorHandler } from './iqs/live/websocket-errors.js'
import { exchangePlugin } from './iqs/market-writers/market-writers.plugin.js'
import { errorHandlerPlugin } from './platform/plugins/error-handler.js'
import { frameworkErrorHandler } from './platform/plugins/framework-errors.js'
import { openApiPlugin } from './platform/plugins/openapi.js'
import { storagePlugin } from './platform/plugins/storage.js'
import { webAppPlugin } from './platform/plugins/web-app.js'
import { registerRoutes } from './routes.js'

/** What a caller may hand in instead of letting the app open it (tests share one database). */
export interface AppDependencies {
  database?: DatabaseHandle<Database>
  bus?: Bus
  /** Outgoing e-mail; SMTP or the database outbox by default (tests capture mails with their own). */
  mailer?: Mailer
  /** Uploaded files; an S3 bucket (S3_ENDPOINT, S3_BUCKET) or a folder under DATA_DIR by default. */
  files?: FileStore
  /** The app's one clock (`app.clock`): the system clock by default; tests move a `testClock`. */
  clock?: Clock
  /** Where the log lines go (stdout by default); tests read them to check levels. */
  logStream?: { write(line: string): void }
}

/**
 * Builds the whole api (and the web app's static serving) without listening,
 * so tests can `inject()` into a fresh instance and `close()` it after.
 *
 * Layers, as in fastify's demo: external plugins (cookies, OpenAPI), then
 * the app's own (storage, error handling), then the feature routes.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Only behind a proxy (TRUST_PROXY) does `X-Forwarded-For` give the client's address.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids are at most 100 characters; a longer path parameter is refused by the router (414).
    routerOptions: { maxParamLength: 100 },
    // The router's own refusals (bad percent-encoding, the 414 above) in the api's error shape.
    frameworkErrors: frameworkErrorHandler,
    // Opening and migrating a fresh PGlite can take longer than the 10 s default on a busy machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>()

  // First: every plugin below reads time from it.
  app.decorate('clock', deps.clock ?? systemClock)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(errorHandlerPlugin)
  await app.register(cookie, { secret: config.cookieSecret })
  await app.register(storagePlugin, { config, database: deps.database, bus: deps.bus })
  await app.register(fileStorePlugin, { store: deps.files })
  await app.register(mailerPlugin, { mailer: deps.mailer })
  // Before the OpenAPI plugin and the routes: access control must see every route. It also
  // hooks the erasure of an account's files (app.files) and outbox mails into account deletion.
  await app.register(authPlugin)
  await app.register(openApiPlugin)
  await app.register(exchangePlugin)
  // Live market data (issue 7): small client messages only.
  await app.register(websocket, {
    options: { maxPayload: IQS_WS_MAX_CLIENT_MESSAGE_BYTES },
    errorHandler: websocketErrorHandler,
  })
  await registerRoutes(app)
  await app.register(webAppPlugin, { webDist: config.webDist })

  if (config.seedDemo) {
    app.addHook('onReady', async () => {
      const created = await seedDemo(app.db, app.files)
      if (created) app.log.info({ created }, 'demo accounts seeded (see README)')
      const onboarded = await seedDemoNetworkOnboarding(app)
      if (onboarded) app.log.info({ onboarded }, 'demo network onboardings seeded')
      const leaders = await seedDemoLeaders(app)
      if (leaders) app.log.info({ leaders }, 'demo executive partners of /our-leaders seeded')
      const approved = await seedDemoShareOwners(app)
      if (approved) app.log.info({ approved }, 'demo traders approved on the white list')
      if (config.runExchange) {
        const commands = await seedDemoMarket(app.db, app.eventStore, app.markets)
        if (commands) app.log.info({ commands }, 'demo market seeded')
      }
      // After the market seeding: the demo trade and P2P proposal need the traders' tokens.
      const activity = await seedDemoActivity(app)
      if (activity) app.log.info({ activity }, 'demo trade, P2P proposal, news and vote seeded')
    })
  }
  return app
}
