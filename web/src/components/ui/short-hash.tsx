import { shortHash } from '../../lib/format.js'

/** A chain hash or address, shortened ("0x12345678…abcd"), the whole of it in its tooltip; '—' for none. */
export function ShortHash({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>
  return <code title={value}>{shortHash(value)}</code>
}
