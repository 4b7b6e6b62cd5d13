import { randomBytes } from 'node:crypto'
import { HttpClient } from './http-client.js'
import { Metrics } from './metrics.js'
import { startProduct, type ProductOptions } from './product.js'
import { buildReport, type Report } from './report.js'
import type { RunOptions, ScenarioContext, ScenarioResult } from './scenario.js'
import { mixedScenario } from './scenarios/mixed.js'
import { ordersScenario } from './scenarios/orders.js'
import { websocketScenario } from './scenarios/websocket.js'
import { signInAdmin } from './traders.js'

export const SCENARIOS: Record<string, (context: ScenarioContext) => Promise<ScenarioResult>> = {
  orders: ordersScenario,
  websocket: websocketScenario,
  mixed: mixedScenario,
}

/**
 * One scenario end to end: start (or reach) the product, sign the admin
 * in, run, check the log, stop the product. Used by the CLI and the smoke
 * tests alike.
 *
 * @example const report = await runScenario('orders', { rate: 50, durationSeconds: 3, ... }, { fromSource: true })
 */
export async function runScenario(
  name: string,
  options: RunOptions,
  productOptions: ProductOptions,
): Promise<Report> {
  const scenario = SCENARIOS[name]
  if (!scenario) throw new Error(`Unknown scenario ${name}: one of ${Object.keys(SCENARIOS).join(', ')}`)
  options.log(
    `starting the product (${productOptions.baseUrl ?? (productOptions.postgresUrl ? 'PostgreSQL' : 'embedded PGlite')})...`,
  )
  const product = await startProduct(productOptions)
  const client = new HttpClient(product.baseUrl, options.connections)
  try {
    const metrics = new Metrics()
    const admin = await signInAdmin(client)
    const result = await scenario({
      client,
      baseUrl: product.baseUrl,
      admin,
      metrics,
      options,
      runId: randomBytes(3).toString('hex'),
    })
    return buildReport(
      name,
      product.backend,
      {
        rate: options.rate,
        durationSeconds: options.durationSeconds,
        traders: options.traders ?? 'auto',
        ...(name === 'websocket' ? { subscribers: options.subscribers } : {}),
        connections: options.connections,
      },
      metrics,
      result,
    )
  } finally {
    client.close()
    await product.stop()
  }
}
