import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import fp from 'fastify-plugin'

/**
 * The living HTTP contract: every route's zod schema becomes part of the
 * OpenAPI document served at `/api/docs` (UI) and `/api/docs/json`.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'IQS platform API',
          description:
            'The network site and the IQS share-token exchange. Success answers are `{ data }`; errors are `{ error: { code, message } }`.',
          version: '0.1.0',
        },
        servers: [],
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs' })
  },
  { name: 'openapi' },
)
