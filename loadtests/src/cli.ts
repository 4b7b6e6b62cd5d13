import { parseArgs } from 'node:util'
import { formatReport } from './report.js'
import { runScenario, SCENARIOS } from './run-scenario.js'

const USAGE = `npm run loadtest -- <${Object.keys(SCENARIOS).join('|')}> [options]
  --rate N          orders (or operations) started per second, fixed arrival rate   (default 100)
  --duration S      seconds of load, at most 60                                     (default 10)
  --traders N       traders to create (default: enough TOTP codes for rate x duration)
  --subscribers N   WebSocket subscribers (websocket scenario)                       (default 100)
  --connections N   keep-alive HTTP connections                                      (default 64)
  --postgres URL    start the product on a fresh database of this PostgreSQL server (dropped after)
  --cpu-prof DIR    write the server's V8 CPU profile into DIR
  --from-source     run services/api/src/server.ts through tsx instead of the built dist
  --json            print the report as JSON
Against a running server: BASE_URL=http://127.0.0.1:3000 (loopback only; it must trust
X-Forwarded-For from 127.0.0.1, TRUST_PROXY=127.0.0.1, for the sign-up rate limits).`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    traders: { type: 'string' },
    subscribers: { type: 'string', default: '100' },
    connections: { type: 'string', default: '64' },
    postgres: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'from-source': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})

const scenario = positionals[0]
if (values.help || !scenario || !(scenario in SCENARIOS)) {
  console.error(USAGE)
  process.exit(values.help ? 0 : 2)
}
const positive = (name: string, text: string, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(text)
  if (!Number.isFinite(n) || n <= 0 || n > max) {
    console.error(`--${name} must be a number in (0, ${max}]`)
    process.exit(2)
  }
  return n
}

const report = await runScenario(
  scenario,
  {
    rate: positive('rate', values.rate, 100_000),
    durationSeconds: positive('duration', values.duration, 60),
    traders: values.traders ? Math.floor(positive('traders', values.traders, 1_000_000)) : undefined,
    subscribers: Math.floor(positive('subscribers', values.subscribers, 50_000)),
    connections: Math.floor(positive('connections', values.connections, 10_000)),
    log: (line) => console.error(line),
  },
  {
    baseUrl: process.env.BASE_URL || undefined,
    postgresUrl: values.postgres,
    fromSource: values['from-source'],
    cpuProfileDir: values['cpu-prof'],
  },
)
console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report))
process.exit(report.passed ? 0 : 1)
