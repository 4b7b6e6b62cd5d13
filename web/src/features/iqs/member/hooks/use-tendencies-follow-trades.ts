import type { TickerData } from '@iqs/protocol'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Instrument } from '../../market/utils/instrument.js'

/** At most one refetch of the tendencies per this many milliseconds, however fast trades come. */
export const TENDENCIES_REFRESH_MS = 1_000

/**
 * Refetches the buy / sell tendencies when the market trades. It follows the live ticker rather
 * than the trades tape: the server sends a ticker after the read models took the trades in, so
 * the refetch finds them. Throttled: the first change at once, then at most one per
 * TENDENCIES_REFRESH_MS, the last change always followed by a refetch.
 */
export function useTendenciesFollowTrades(instrument: Instrument, ticker: TickerData | null) {
  const queryClient = useQueryClient()
  const seen = useRef<TickerData | null>(null)
  const last = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    const previous = seen.current
    seen.current = ticker
    // The first ticker is the state the screen loaded with; a later one means trades (or a minute
    // leaving the 24 h window, which moves the tendencies' buckets as well).
    if (!ticker || !previous || previous.instrument !== ticker.instrument) return
    const refetch = () => {
      last.current = Date.now()
      void queryClient.invalidateQueries({ queryKey: ['iqs', 'tendencies', instrument] })
    }
    clearTimeout(timer.current)
    const wait = last.current + TENDENCIES_REFRESH_MS - Date.now()
    if (wait <= 0) refetch()
    else timer.current = setTimeout(refetch, wait)
  }, [instrument, queryClient, ticker])
}
