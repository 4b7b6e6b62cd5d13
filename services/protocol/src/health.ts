import { z } from 'zod'

const componentHealth = z.object({ ok: z.boolean(), detail: z.string() })

/** `GET /api/health`: whether the process can reach its database and bus. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: componentHealth,
  bus: componentHealth,
})
export type Health = z.infer<typeof healthSchema>
