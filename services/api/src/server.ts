import { buildApp } from './app.js'
import { loadConfig } from './platform/config/config.js'

// The process entry point: build, listen, and shut down cleanly so that no
// acknowledged command is cut off mid-write.
const config = loadConfig()
const app = await buildApp(config)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down')
        process.exit(1)
      },
    )
  })
}

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  app.log.fatal({ err: error }, 'could not start')
  process.exit(1)
}
