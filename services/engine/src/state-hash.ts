import type { EngineState } from './engine-state.js'
import { snapshot } from './snapshot.js'

/** 53-bit string hash (cyrb53): fast, well mixed, not cryptographic. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/**
 * A fingerprint of the whole market state (book in priority order, balances, pending trades, locks,
 * status, fees, counters), the same for both book implementations.
 *
 * Two states with the same hash hold the same data; an auditor compares the hash of a replay with
 * the live one. It detects accidents, not forgery: it is not a cryptographic hash, because the engine
 * must stay free of node:crypto and I/O.
 *
 * @example stateHash(replayed) === stateHash(live)
 */
export function stateHash(state: EngineState): string {
  const text = JSON.stringify(snapshot(state))
  const pad = (n: number): string => n.toString(16).padStart(14, '0')
  return pad(cyrb53(text, 1)) + pad(cyrb53(text, 2))
}
