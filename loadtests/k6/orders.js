/* global __ENV -- k6 gives the -e variables */
// Traders placing and cancelling orders over HTTP with TOTP, at a fixed arrival rate.
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e RATE=200 -e DURATION=30s -e TRADERS=400 loadtests/k6/orders.js
// TRADERS: a trader's session reuses its code within a 30 s TOTP step (issue 9), so one trader per
// VU is enough: TRADERS >= 2 x VUS (k6 may start up to 2 x VUS). Each VU owns a slice of the traders.
import exec from 'k6/execution'
import { Counter } from 'k6/metrics'
import { check, createTrader, nextCode, request, signInAdmin } from './lib.js'

const RATE = Number(__ENV.RATE || 100)
const TRADERS = Number(__ENV.TRADERS || 500)
const VUS = Number(__ENV.VUS || 200)
const noCode = new Counter('orders_no_totp_code')

export const options = {
  setupTimeout: '30m',
  scenarios: {
    orders: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: __ENV.DURATION || '30s',
      preAllocatedVUs: VUS,
      maxVUs: VUS * 2,
    },
  },
  thresholds: {
    http_req_failed: ['rate==0'],
    'http_req_duration{name:place}': ['p(99)<50'],
    orders_no_totp_code: ['count==0'],
  },
}

export function setup() {
  const admin = signInAdmin()
  request('POST', '/api/admin/iqs/tokens', { amount: TRADERS * 100000, isIQS: true }, admin, '10.0.0.1')
  const traders = []
  for (let n = 0; n < TRADERS; n++) traders.push(createTrader(admin, n, 100000))
  return { traders }
}

// Per-VU copies of the traders (their last used step is per VU: the slices do not overlap).
let mine = null
let turn = 0

export default function (data) {
  const vu = exec.vu.idInTest
  const vus = exec.instance.vusInitialized
  if (!mine) mine = data.traders.filter((_, i) => i % vus === vu % vus)
  let trader = null
  let code = null
  for (let tries = 0; tries < mine.length && !code; tries++) {
    trader = mine[turn++ % mine.length]
    code = nextCode(trader)
  }
  if (!code) return noCode.add(1)
  const i = exec.scenario.iterationInTest
  const sell = i % 2 === 1
  const cents = sell ? 120 + (i % 40) : 50 + (i % 40)
  const placed = request(
    'POST',
    '/api/iqs/order',
    {
      amount: 2 + (i % 5),
      price: (cents / 100).toFixed(2),
      isIQS: true,
      order_side: sell ? 'SELL' : 'BUY',
      order_type: 'LIMIT',
      totp: code,
      client_order_id: `k6-${i}`,
    },
    trader.cookies,
    trader.address,
    { tags: { name: 'place' } },
  )
  if (!check(placed, { 'order placed (201)': (r) => r.status === 201 })) return
  const id = placed.json('data.id')
  const cancelled = request(
    'DELETE',
    `/api/iqs/order/${encodeURIComponent(id)}?isIQS=true`,
    undefined,
    trader.cookies,
    trader.address,
    {
      tags: { name: 'cancel' },
    },
  )
  check(cancelled, { 'order cancelled (200)': (r) => r.status === 200 })
}
