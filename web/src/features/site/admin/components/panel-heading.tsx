import { useEffect, useRef } from 'react'

/**
 * A panel's heading and its Close button. The heading takes the focus when the panel opens, so a
 * keyboard or screen-reader user lands on what they opened, and the browser scrolls it into view
 * (the panel sits above a long list on narrower screens).
 */
export function PanelHeading({
  title,
  closeLabel,
  onClose,
}: {
  title: string
  closeLabel: string
  onClose: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="site-admin__panel-head">
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <button type="button" className="button button--ghost" onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  )
}
