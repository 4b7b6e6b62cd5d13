import { randomBytes, randomUUID } from 'node:crypto'
import { generate } from 'otplib'
import { Session, type HttpClient, type HttpAnswer } from './http-client.js'

export const ADMIN_EMAIL = 'admin@iqs.demo'
export const ADMIN_PASSWORD = 'demo-pass-2024'
const PASSWORD = 'load-test-pass-2024'
export const TOTP_STEP_SECONDS = 30

/** A signed-in, approved trader with two-factor codes worked out ahead for the run. */
export interface Trader {
  id: number
  email: string
  session: Session
  secret: string
  /** The TOTP time step of the activation: orders need a newer one. */
  activationStep: number
  /** The step whose code this trader's orders carry now (undefined before its first order). */
  step: number | undefined
  /** Its orders sent and not yet answered. */
  inFlight: number
  /** Codes by time step, computed before the load so that the driver spends no CPU on them. */
  codes: Map<number, string>
}

let addressCounter = 0
/** A distinct simulated client address per session (10.0.0.0/8): each trader signs up from its own. */
export function nextClientAddress(): string {
  addressCounter++
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

/** Throws with the answer's body when the status is not the expected one. */
export function expectStatus(answer: HttpAnswer, what: string, ...statuses: number[]): HttpAnswer {
  if (!statuses.includes(answer.status))
    throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`)
  return answer
}

/** Signs the seeded admin in (admin@iqs.demo, seeded by SEED_DEMO). */
export async function signInAdmin(client: HttpClient): Promise<Session> {
  const session = new Session(nextClientAddress())
  expectStatus(
    await client.request(session, 'POST', '/api/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    'admin sign-in',
    200,
  )
  return session
}

/** Registers a member through POST /api/register (which signs it in). */
export async function registerMember(
  client: HttpClient,
  label: string,
): Promise<{ id: number; email: string; session: Session }> {
  const session = new Session(nextClientAddress())
  const email = `lt-${label}-${randomBytes(5).toString('hex')}@loadtest.example.com`
  const answer = expectStatus(
    await client.request(session, 'POST', '/api/register', {
      email,
      first_name: 'Load',
      last_name: 'Tester',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      role: 'Consultant',
    }),
    'register',
    201,
  )
  return { id: answer.body.data.id as number, email, session }
}

/** The TOTP time step of a moment (ms since the epoch). */
export const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_STEP_SECONDS)

const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * TOTP_STEP_SECONDS })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** A complete individual KYC file as the site's form sends it. */
function kycForm() {
  const boundary = `----iqsload${randomUUID().replace(/-/g, '')}`
  const fields: Record<string, string> = {
    is_company: 'false',
    address: '1 rue de Rivoli, Paris',
    country: 'France',
    mobile_number: '+33 6 12 34 56 78',
    pep_confirmed: 'true',
  }
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  for (const [name, filename, type, content] of [
    ['id', 'passport.png', 'image/png', PNG],
    ['bank', 'rib.pdf', 'application/pdf', PDF],
  ] as const) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/**
 * One trader through the real API, as a person would do it: register, set
 * up and activate TOTP (with the previous step's code, as the api's tests
 * do, so the current and next steps stay free for orders), send the KYC
 * file, have the admin approve it, and receive `tokens` IQS from the
 * treasury (admin "add shareholder").
 *
 * @example const trader = await createTrader(client, admin, 'run1-0', 10_000, 60)
 */
export async function createTrader(
  client: HttpClient,
  admin: Session,
  label: string,
  tokens: number,
  runSeconds: number,
): Promise<Trader> {
  const member = await registerMember(client, label)
  const setup = expectStatus(
    await client.request(member.session, 'POST', '/api/iqs/totp/setup'),
    'totp setup',
    200,
  )
  const secret = setup.body.data.secret as string
  // The previous step's code keeps the current and next steps free for orders, unless the step is
  // about to end: then that code would be two steps old when the server checks it.
  const nowMs = Date.now()
  const activationStep = stepAt(nowMs) - ((nowMs / 1000) % TOTP_STEP_SECONDS < TOTP_STEP_SECONDS - 3 ? 1 : 0)
  const now = activationStep + 1
  expectStatus(
    await client.request(member.session, 'POST', '/api/iqs/totp/activate', {
      code: await codeAt(secret, activationStep),
    }),
    'totp activate',
    200,
  )
  const kyc = kycForm()
  expectStatus(
    await client.request(member.session, 'POST', '/api/share-owners/me/kyc', kyc.body, {
      'content-type': kyc.contentType,
    }),
    'kyc',
    200,
  )
  expectStatus(
    await client.request(admin, 'POST', `/api/admin/iqs/white-list/${member.id}/approve`, {}),
    'approve',
    200,
  )
  if (tokens > 0)
    expectStatus(
      await client.request(admin, 'POST', '/api/admin/iqs/holdings/shareholders', {
        email: member.email,
        quantity: tokens,
        isIQS: true,
      }),
      'credit tokens',
      201,
    )
  const codes = new Map<number, string>()
  // Generous: a large set-up (argon2 per sign-up) may take minutes before the load starts.
  const lastNeeded = stepAt(Date.now()) + Math.ceil(runSeconds / TOTP_STEP_SECONDS) + 40
  for (let step = now; step <= lastNeeded; step++) codes.set(step, await codeAt(secret, step))
  return {
    id: member.id,
    email: member.email,
    session: member.session,
    secret,
    activationStep,
    step: undefined,
    inFlight: 0,
    codes,
  }
}

/** Adds `quantity` IQS to the treasury so that the traders can be credited (ignored when the supply is full). */
export async function fundTreasury(client: HttpClient, admin: Session, quantity: number) {
  if (quantity <= 0) return
  await client.request(admin, 'POST', '/api/admin/iqs/tokens', { amount: quantity, isIQS: true })
}

/** `count` traders, `concurrency` at a time (argon2 hashing of each password is the cost). */
export async function createTraders(
  client: HttpClient,
  admin: Session,
  count: number,
  options: { tokens: number; runSeconds: number; label: string; concurrency?: number },
): Promise<Trader[]> {
  await fundTreasury(client, admin, count * options.tokens)
  const traders: Trader[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      traders.push(
        await createTrader(client, admin, `${options.label}-${index}`, options.tokens, options.runSeconds),
      )
    }
  }
  await Promise.all(Array.from({ length: Math.min(count, options.concurrency ?? 8) }, worker))
  return traders
}

/** Orders one trader may have in flight at once, all with the code of one time step. */
export const ORDERS_IN_FLIGHT_PER_TRADER = 64

/**
 * Traders a run needs: in-flight room for one second of orders at `rate` (a slower answer makes the
 * next order wait for a free trader, and the wait counts in its latency), at least `minimum`. Room
 * matters: the market writer commits the orders waiting for it in one transaction.
 */
export const tradersFor = (rate: number, minimum = 2) =>
  Math.max(minimum, Math.ceil(rate / ORDERS_IN_FLIGHT_PER_TRADER))

/**
 * The TOTP code a trader sends with its next order, 'busy' when it must first see its in-flight
 * orders answered, or 'exhausted' when its precomputed codes ran out. The server (issue 9,
 * services/api/src/identity/totp/totp-service.ts) takes a code of the previous, current or next 30 s step
 * above the last step it took, and the session that took a step may send that step's code again:
 * so a trader uses the current step's code (the next one's while its activation step is current)
 * for any number of orders, and moves to a newer step only with nothing in flight, so that an
 * older code never reaches the server after a newer one.
 */
export function takeCode(trader: Trader, nowMs: number): string | 'busy' | 'exhausted' {
  const step = Math.max(stepAt(nowMs), trader.activationStep + 1)
  if (trader.step !== step) {
    if (trader.inFlight > 0) return 'busy'
    trader.step = step
  }
  return trader.codes.get(step) ?? 'exhausted'
}
