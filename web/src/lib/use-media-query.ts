import { useSyncExternalStore } from 'react'

/** The layout breakpoints of spec §9. */
export const WIDE_LAYOUT = '(min-width: 1750px)'
export const DESKTOP_MENU = '(min-width: 1100px)'

/**
 * Whether a media query matches now, re-rendering when it changes. The
 * layout rules (drawer below 1100 px, left column from 1750 px) move
 * elements, which CSS alone cannot do without rendering them twice.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
