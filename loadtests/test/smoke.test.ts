import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProduct, type Product } from '../src/product.js'
import { runScenario } from '../src/run-scenario.js'

/**
 * Two seconds of each scenario against one product run from its sources
 * (no build needed): zero errors and zero lost acknowledged orders. Not a
 * timing test: the figures are benchmarks (README "Performance"). The
 * WebSocket scenario runs first: it counts on its price levels being empty.
 */
describe('load scenarios, smoke runs', () => {
  const options = { durationSeconds: 2, traders: undefined, connections: 16, log: () => {} }
  let product: Product

  beforeAll(async () => {
    product = await startProduct({ fromSource: true })
  }, 90_000)
  afterAll(() => product?.stop())

  it('websocket: subscribers see every order, no unrepaired gap', { timeout: 60_000 }, async () => {
    const report = await runScenario(
      'websocket',
      { ...options, rate: 10, subscribers: 20 },
      { baseUrl: product.baseUrl },
    )
    expect(report.failures).toEqual([])
    expect(report.details.unseen).toBe(0)
  })

  it('orders: place and cancel with TOTP', { timeout: 60_000 }, async () => {
    const report = await runScenario(
      'orders',
      { ...options, rate: 10, subscribers: 0 },
      { baseUrl: product.baseUrl },
    )
    expect(report.failures).toEqual([])
    expect(report.ordersAcknowledged).toBe(20)
  })

  it('mixed day: reads, orders, P2P, settlement validations', { timeout: 60_000 }, async () => {
    const report = await runScenario(
      'mixed',
      { ...options, rate: 20, subscribers: 0 },
      { baseUrl: product.baseUrl },
    )
    expect(report.failures).toEqual([])
  })
})
