import type { ReactNode } from 'react'

/** Label and value pairs as a definition list, each row a line (a card's facts). */
export function FactsList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="member-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
