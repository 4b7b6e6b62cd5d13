/* global __ENV -- k6 gives the -e variables */
// Many WebSocket subscribers to book.IQS and trades.IQS, checking sequence numbers (a gap must be
// repaired by subscribing again and receiving a fresh snapshot). Run orders.js beside it for the load:
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e SUBSCRIBERS=5000 -e DURATION=60 loadtests/k6/websocket.js
import ws from 'k6/ws'
import { Counter } from 'k6/metrics'
import { check, cookieHeader, request } from './lib.js'

const SUBSCRIBERS = Number(__ENV.SUBSCRIBERS || 1000)
const SECONDS = Number(__ENV.DURATION || 30)
const gaps = new Counter('ws_gaps')
const unrepaired = new Counter('ws_unrepaired_gaps')
const deltas = new Counter('ws_book_deltas')

export const options = {
  scenarios: {
    subscribers: {
      executor: 'per-vu-iterations',
      vus: SUBSCRIBERS,
      iterations: 1,
      maxDuration: `${SECONDS + 60}s`,
    },
  },
  thresholds: { ws_unrepaired_gaps: ['count==0'], checks: ['rate==1'] },
}

export function setup() {
  // One watcher account; every socket signs in with its cookies.
  const password = 'load-test-pass-2024'
  const reg = request(
    'POST',
    '/api/register',
    {
      email: `k6-watch-${Date.now()}@loadtest.example.com`,
      first_name: 'Load',
      last_name: 'Watcher',
      password,
      password_confirmation: password,
      role: 'Consultant',
    },
    null,
    '10.255.255.1',
  )
  return { cookies: cookieHeader(reg) }
}

export default function (data) {
  const url = `${__ENV.BASE_URL || 'http://127.0.0.1:3000'}`.replace(/^http/, 'ws') + '/api/iqs/ws'
  const res = ws.connect(url, { headers: { cookie: data.cookies } }, (socket) => {
    const seq = { 'book.IQS': -1, 'trades.IQS': -1 }
    const waiting = { 'book.IQS': true, 'trades.IQS': true }
    socket.on('open', () => {
      socket.send(JSON.stringify({ op: 'subscribe', channel: 'book.IQS' }))
      socket.send(JSON.stringify({ op: 'subscribe', channel: 'trades.IQS' }))
    })
    socket.on('message', (raw) => {
      const m = JSON.parse(raw)
      if (!(m.channel in seq)) return
      if (m.type === 'snapshot') {
        waiting[m.channel] = false
        seq[m.channel] = m.seq
      } else if (m.type === 'delta' && !waiting[m.channel] && m.seq > seq[m.channel]) {
        if (m.channel === 'book.IQS') deltas.add(1)
        if (m.seq !== seq[m.channel] + 1) {
          gaps.add(1)
          waiting[m.channel] = true
          socket.send(JSON.stringify({ op: 'subscribe', channel: m.channel }))
        } else seq[m.channel] = m.seq
      }
    })
    socket.setTimeout(() => {
      for (const channel of Object.keys(waiting)) if (waiting[channel]) unrepaired.add(1)
      socket.close()
    }, SECONDS * 1000)
  })
  check(res, { 'upgraded (101)': (r) => r && r.status === 101 })
}
