import { describe, expect, it } from 'vitest'
import { TraderPool } from '../src/trader-pool.js'
import { Session } from '../src/http-client.js'
import { takeCode, TOTP_STEP_SECONDS, type Trader } from '../src/traders.js'

const STEP = 59_000_000
/** A moment `seconds` into time step `step`. */
const at = (step: number, seconds: number) => (step * TOTP_STEP_SECONDS + seconds) * 1000

function trader(activationStep: number): Trader {
  const codes = new Map<number, string>()
  for (let step = activationStep + 1; step <= activationStep + 5; step++) codes.set(step, `code-${step}`)
  return {
    id: 1,
    email: 'a@example.com',
    session: new Session('10.0.0.1'),
    secret: 'unused',
    activationStep,
    step: undefined,
    inFlight: 0,
    codes,
  }
}

/**
 * The CI flake of `smoke.test.ts > mixed day` ("no TOTP code left"): a trader activated in the
 * last seconds of a step (with that step's code) had one code for the rest of the step, while the
 * sizing counted two. With a session's code good for many orders within its step, no trader runs
 * out.
 */
describe('the TOTP code of an order', () => {
  it('gives a trader activated with the current step the next step, for every order', () => {
    const late = trader(STEP)
    for (let order = 0; order < 10; order++) expect(takeCode(late, at(STEP, 29))).toBe(`code-${STEP + 1}`)
  })

  it('moves to a newer step only with no order in flight', () => {
    const t = trader(STEP - 1)
    expect(takeCode(t, at(STEP, 10))).toBe(`code-${STEP}`)
    t.inFlight = 1
    expect(takeCode(t, at(STEP + 1, 0))).toBe('busy')
    t.inFlight = 0
    expect(takeCode(t, at(STEP + 1, 0))).toBe(`code-${STEP + 1}`)
    expect(takeCode(t, at(STEP + 9, 0))).toBe('exhausted')
  })

  it('lends one trader to many orders at once, all with one code', async () => {
    const pool = new TraderPool([trader(Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS) - 1)])
    const leases = await Promise.all(Array.from({ length: 20 }, () => pool.acquire()))
    expect(new Set(leases.map((lease) => lease?.code)).size).toBe(1)
    expect(leases[0]!.trader.inFlight).toBe(20)
  })
})
