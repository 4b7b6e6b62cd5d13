import type { ReactNode } from 'react'

/** A label and its value, one row of a card's facts (`<dl className="facts">`, iqs-admin.css). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
