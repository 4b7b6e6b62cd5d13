import type { Bus } from './bus.js'
import { createMemoryBus } from './memory-bus.js'
import { createNatsBus } from './nats-bus.js'

/** NATS when `NATS_URL` is set, otherwise the in-process bus. */
export async function createBus(env: NodeJS.ProcessEnv = process.env, name?: string): Promise<Bus> {
  const url = env.NATS_URL?.trim()
  return url ? createNatsBus(url, name) : createMemoryBus()
}
