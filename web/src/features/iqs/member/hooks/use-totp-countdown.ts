import { useEffect, useState } from 'react'
import { secondsLeftInStep } from '../utils/totp-step.js'

/**
 * The current TOTP code's remaining seconds, ticking every second while the component shows it:
 * the trader sees whether the code on the phone will still be good when the order arrives.
 */
export function useTotpCountdown(now: () => number = Date.now): number {
  const [seconds, setSeconds] = useState(() => secondsLeftInStep(now()))
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsLeftInStep(now())), 1_000)
    return () => clearInterval(timer)
  }, [now])
  return seconds
}
