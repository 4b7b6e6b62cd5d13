/* global __ENV -- k6 gives the -e variables */
// Shared helpers of the k6 scenarios (k6's JavaScript API: k6/http, k6/crypto, k6/encoding).
import http from 'k6/http'
import crypto from 'k6/crypto'
import encoding from 'k6/encoding'
import { check, fail } from 'k6'

export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '')
export const ADMIN_EMAIL = __ENV.ADMIN_EMAIL || 'admin@iqs.demo'
export const ADMIN_PASSWORD = __ENV.ADMIN_PASSWORD || 'demo-pass-2024'
const PASSWORD = 'load-test-pass-2024'

// k6 keeps one cookie jar per VU; setup() hands cookies to VUs explicitly instead.
const json = (cookies, address) => ({
  headers: {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(address ? { 'x-forwarded-for': address } : {}),
    ...(cookies ? { cookie: cookies } : {}),
  },
})

/** `name=value; ...` from a response's cookies. */
export function cookieHeader(response) {
  return Object.entries(response.cookies)
    .filter(([, list]) => list.length && list[0].value)
    .map(([name, list]) => `${name}=${list[0].value}`)
    .join('; ')
}

/** A distinct client address per simulated user: the sign-up limits count per address (TRUST_PROXY). */
export const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

export function request(method, path, body, cookies, address, extra = {}) {
  const params = json(cookies, address)
  Object.assign(params, extra)
  return http.request(method, `${BASE_URL}${path}`, body === undefined ? null : JSON.stringify(body), params)
}

export function signInAdmin() {
  const res = request(
    'POST',
    '/api/login',
    { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    null,
    addressOf(1),
  )
  if (res.status !== 200) fail(`admin sign-in: ${res.status} ${res.body}`)
  return cookieHeader(res)
}

// RFC 4648 base32 decoding, for the TOTP secret.
function base32ToBytes(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const out = []
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(ch)
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return new Uint8Array(out).buffer
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a time step. */
export function totp(secret, step) {
  const counter = new Uint8Array(8)
  let s = step
  for (let i = 7; i >= 0; i--) {
    counter[i] = s & 255
    s = Math.floor(s / 256)
  }
  const hmac = crypto.createHMAC('sha1', base32ToBytes(secret))
  hmac.update(counter.buffer)
  const digest = new Uint8Array(encoding.b64decode(hmac.digest('base64'), 'std'))
  const offset = digest[19] & 15
  const code =
    (((digest[offset] & 127) << 24) |
      (digest[offset + 1] << 16) |
      (digest[offset + 2] << 8) |
      digest[offset + 3]) %
    1_000_000
  return String(code).padStart(6, '0')
}

export const stepNow = () => Math.floor(Date.now() / 30_000)

const PNG = encoding.b64decode(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'std',
)
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'

/**
 * One approved trader through the real API (register, TOTP set-up and
 * activation with the previous step's code, KYC, admin approval, tokens).
 * Returns what a VU needs: cookies, address, id and TOTP secret.
 */
export function createTrader(adminCookies, n, tokens) {
  const address = addressOf(1000 + n)
  const email = `k6-${Date.now()}-${n}@loadtest.example.com`
  const reg = request(
    'POST',
    '/api/register',
    {
      email,
      first_name: 'Load',
      last_name: 'Tester',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      role: 'Consultant',
    },
    null,
    address,
  )
  if (reg.status !== 201) fail(`register: ${reg.status} ${reg.body}`)
  const cookies = cookieHeader(reg)
  const id = reg.json('data.id')
  const setup = request('POST', '/api/iqs/totp/setup', undefined, cookies, address)
  const secret = setup.json('data.secret')
  const act = request(
    'POST',
    '/api/iqs/totp/activate',
    { code: totp(secret, stepNow() - 1) },
    cookies,
    address,
  )
  if (act.status !== 200) fail(`activate: ${act.status} ${act.body}`)
  const kyc = http.post(
    `${BASE_URL}/api/share-owners/me/kyc`,
    {
      is_company: 'false',
      address: '1 rue de Rivoli, Paris',
      country: 'France',
      mobile_number: '+33 6 12 34 56 78',
      pep_confirmed: 'true',
      id: http.file(PNG, 'passport.png', 'image/png'),
      bank: http.file(PDF, 'rib.pdf', 'application/pdf'),
    },
    { headers: { cookie: cookies, 'x-forwarded-for': address } },
  )
  if (kyc.status !== 200) fail(`kyc: ${kyc.status} ${kyc.body}`)
  const ok = request('POST', `/api/admin/iqs/white-list/${id}/approve`, {}, adminCookies, addressOf(1))
  if (ok.status !== 200) fail(`approve: ${ok.status} ${ok.body}`)
  if (tokens > 0) {
    const credit = request(
      'POST',
      '/api/admin/iqs/holdings/shareholders',
      { email, quantity: tokens, isIQS: true },
      adminCookies,
      addressOf(1),
    )
    if (credit.status !== 201) fail(`credit: ${credit.status} ${credit.body}`)
  }
  return { id, email, cookies, address, secret, activationStep: stepNow() - 1 }
}

/**
 * The TOTP code of the trader's next order: the server takes a code of a
 * step newer than the last one taken, and the session that took a step may
 * send its code again within that step (issue 9). So a trader used by one
 * VU (one request at a time) sends the current step's code for any number
 * of orders. Never null; kept so that callers may still count misses.
 */
export function nextCode(trader) {
  const step = Math.max(stepNow(), trader.activationStep + 1)
  if (trader.step !== step) {
    trader.step = step
    trader.code = totp(trader.secret, step)
  }
  return trader.code
}

export { check }
