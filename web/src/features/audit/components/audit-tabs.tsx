import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'

export interface AuditTab {
  /** Its value in the URL (`?tab=`). */
  key: string
  label: string
  panel: ReactNode
}

/**
 * The audit tools as tabs (WAI-ARIA tabs pattern): each tool one click away instead of below a
 * 100-row log, the chosen one in the URL (`?tab=`, so a link or a reload opens it), arrow keys,
 * Home and End move between tabs. A panel is mounted the first time it is shown and then kept
 * (hidden), so a filter, a trail or a report survives a look at another tool.
 */
export function AuditTabs({ tabs, label }: { tabs: readonly AuditTab[]; label: string }) {
  const [search, setSearch] = useSearchParams()
  const wanted = search.get('tab')
  const current = tabs.find((tab) => tab.key === wanted) ?? tabs[0]
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(current ? [current.key] : []))
  const buttons = useRef(new Map<string, HTMLButtonElement>())

  function select(key: string) {
    setVisited((keys) => new Set([...keys, key]))
    setSearch(
      (params) => {
        const next = new URLSearchParams(params)
        next.set('tab', key)
        return next
      },
      { replace: true },
    )
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    const tab = target === null ? undefined : tabs[target]
    if (!tab) return
    event.preventDefault()
    select(tab.key)
    buttons.current.get(tab.key)?.focus()
  }

  return (
    <div className="audit-tabs">
      <div className="audit-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.key === current?.key
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element)
                else buttons.current.delete(tab.key)
              }}
              type="button"
              role="tab"
              id={`audit-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`audit-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              className="audit-tabs__tab"
              onClick={() => select(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`audit-panel-${tab.key}`}
          aria-labelledby={`audit-tab-${tab.key}`}
          className="audit-tabs__panel"
          hidden={tab.key !== current?.key}
          // Tab from the tab list lands on the panel itself, then on its fields (WAI-ARIA practice).
          tabIndex={0}
        >
          {(visited.has(tab.key) || tab.key === current?.key) && tab.panel}
        </div>
      ))}
    </div>
  )
}
