/**
 * jsdom has no layout, so `matchMedia` is ours: it answers `(min-width: Npx)`
 * queries against a width the test sets, and tells listeners when it changes.
 */
let width = 1200
const lists = new Set<{ query: string; listeners: Set<() => void> }>()

function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query)
  const max = /max-width:\s*(\d+)px/.exec(query)
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() }
    lists.add(entry)
    return {
      get matches() {
        return matches(query)
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
      addListener: (listener: () => void) => entry.listeners.add(listener),
      removeListener: (listener: () => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList
  }
}

/** Pretends the window is `px` wide, as the layout rules see it. */
export function setViewportWidth(px: number): void {
  width = px
  for (const entry of lists) for (const listener of entry.listeners) listener()
}
