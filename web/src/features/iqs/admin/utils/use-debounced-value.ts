import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs`: a search box asks the api for the word typed,
 * not for every letter of it.
 *
 * @example const term = useDebouncedValue(search.trim(), 250)
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
