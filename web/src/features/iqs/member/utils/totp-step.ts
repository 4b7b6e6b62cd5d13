/** RFC 6238 as the authenticator apps and the api use it: a new code every 30 s. */
export const TOTP_STEP_SECONDS = 30

/**
 * Seconds the current code has left before the authenticator shows the next one, from the time
 * alone (1 to 30): the steps start at every multiple of 30 s since the epoch, on the phone and on
 * the server alike.
 *
 * @example secondsLeftInStep(Date.parse('2031-03-03T09:00:10Z')) // 20
 */
export function secondsLeftInStep(nowMs: number): number {
  const intoStep = Math.floor(nowMs / 1000) % TOTP_STEP_SECONDS
  return TOTP_STEP_SECONDS - intoStep
}
