/* global __ENV -- k6 gives the -e variables */
// A mixed day: public and member reads, crossing orders (trades go to settlement), P2P sales
// (propose, the partner accepts) and settlement validations, at a fixed arrival rate.
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e RATE=100 -e DURATION=60s -e TRADERS=400 loadtests/k6/mixed-day.js
import exec from 'k6/execution'
import { check, createTrader, nextCode, request, signInAdmin } from './lib.js'

const RATE = Number(__ENV.RATE || 50)
const TRADERS = Number(__ENV.TRADERS || 200)
const READS = ['/api/health', '/api/projects', '/api/publications', '/api/leaders']
const MEMBER_READS = [
  '/api/iqs/market-config',
  '/api/iqs/order/book?isIQS=true',
  '/api/iqs/trades?isIQS=true',
  '/api/iqs/news',
]

export const options = {
  setupTimeout: '30m',
  scenarios: {
    day: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: __ENV.DURATION || '60s',
      preAllocatedVUs: 100,
      maxVUs: 400,
    },
  },
  thresholds: { http_req_failed: ['rate==0'], checks: ['rate==1'] },
}

export function setup() {
  const admin = signInAdmin()
  request('POST', '/api/admin/iqs/tokens', { amount: TRADERS * 100000, isIQS: true }, admin, '10.0.0.1')
  const traders = []
  for (let n = 0; n < TRADERS; n++) traders.push(createTrader(admin, n, 100000))
  return { traders }
}

let mine = null
let turn = 0
const toValidate = []

export default function (data) {
  const vus = exec.instance.vusInitialized
  if (!mine) mine = data.traders.filter((_, i) => i % vus === exec.vu.idInTest % vus)
  const i = exec.scenario.iterationInTest
  const slot = i % 20
  const trader = mine[turn++ % mine.length] || data.traders[i % data.traders.length]
  if (slot < 6) {
    check(request('GET', READS[i % READS.length]), { 'public read 200': (r) => r.status === 200 })
  } else if (slot < 12) {
    const r = request('GET', MEMBER_READS[i % MEMBER_READS.length], undefined, trader.cookies, trader.address)
    check(r, { 'member read 200': (x) => x.status === 200 })
  } else if (slot < 16) {
    const code = nextCode(trader)
    if (!code) return
    const side = slot % 2 === 0 ? 'SELL' : 'BUY'
    const r = request(
      'POST',
      '/api/iqs/order',
      {
        amount: 2,
        price: '1.00',
        isIQS: true,
        order_side: side,
        order_type: 'LIMIT',
        totp: code,
        client_order_id: `k6mx-${i}`,
      },
      trader.cookies,
      trader.address,
    )
    if (check(r, { 'order 201': (x) => x.status === 201 }) && side === 'BUY')
      for (const fill of r.json('data.fills')) toValidate.push({ trader, id: fill.trade_id })
  } else if (slot < 18) {
    const buyer = data.traders[(i + 1) % data.traders.length]
    if (buyer.id === trader.id) return
    const p = request(
      'POST',
      '/api/iqs/p2p/propose',
      { to: buyer.id, amount: 1, isIQS: true, price: '1.00' },
      trader.cookies,
      trader.address,
    )
    if (!check(p, { 'p2p proposed 201': (x) => x.status === 201 })) return
    const a = request(
      'POST',
      `/api/iqs/p2p/${p.json('data.id')}/accept`,
      undefined,
      buyer.cookies,
      buyer.address,
    )
    check(a, { 'p2p accepted 200': (x) => x.status === 200 })
  } else {
    const next = toValidate.shift()
    if (!next) return
    const v = request(
      'POST',
      `/api/iqs/settlements/${encodeURIComponent(next.id)}/validate`,
      undefined,
      next.trader.cookies,
      next.trader.address,
    )
    check(v, { 'settlement validated 200': (x) => x.status === 200 })
  }
}
