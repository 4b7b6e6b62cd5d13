import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { appError } from '../errors.js'

/**
 * Serves the built React app on the api's own port. Any GET outside `/api`
 * that is not a file gets `index.html`, so the client router (not the server)
 * answers deep links and shows its own 404 page. Unknown `/api` paths get a
 * JSON 404.
 */
export const webAppPlugin = fp<{ webDist: string | undefined }>(
  async (app: FastifyInstance, { webDist }) => {
    const hasWebApp = !!webDist && existsSync(path.join(webDist, 'index.html'))
    if (hasWebApp) {
      await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false })
      app.log.info({ webDist }, 'serving the web app')
    } else {
      app.log.warn({ webDist }, 'no built web app found: run `npm run build` (api only)')
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/')
      if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html')
      }
      throw appError('ROUTE_NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`)
    })
  },
  { name: 'web-app' },
)
