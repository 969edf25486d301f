import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface TabItem {
  readonly id: string
  readonly label: ReactNode
  readonly content: ReactNode
}

/** Where the arrow keys, Home and End move in a row of `count` tabs from `index`; null for other keys. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight': return (index + 1) % count
    case 'ArrowLeft': return (index - 1 + count) % count
    case 'Home': return 0
    case 'End': return count - 1
    default: return null
  }
}

/**
 * Tabs (the WAI-ARIA tabs pattern, activated on focus), controlled when `selectedId` is given.
 * Written out rather than react-aria's: a slots hall has a tab per vendor, and react-aria's
 * collection rendered them several times over in the first screen's longest task.
 */
export function Tabs({ label, items, selectedId, onChange, className }: {
  label: string
  items: readonly TabItem[]
  selectedId?: string
  onChange?: (id: string) => void
  className?: string
}) {
  const base = useId()
  const [own, setOwn] = useState(items[0]?.id)
  const index = Math.max(0, items.findIndex((item) => item.id === (selectedId ?? own)))
  const current = items[index]
  const tabId = (i: number) => `${base}-tab-${i}`
  const panelId = `${base}-panel`

  const select = (i: number) => {
    const id = items[i]!.id
    if (selectedId === undefined) setOwn(id)
    if (id !== current?.id) onChange?.(id)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(e.key, index, items.length)
    if (next === null || items.length === 0) return
    e.preventDefault()
    select(next)
    document.getElementById(tabId(next))?.focus()
  }

  return (
    <div className={['tl-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="tl-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const on = i === index
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={tabId(i)}
              className="tl-tabs__tab"
              aria-selected={on}
              aria-controls={on ? panelId : undefined}
              data-selected={on || undefined}
              tabIndex={on ? 0 : -1}
              onClick={() => select(i)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {current && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(index)} tabIndex={0} className="tl-tabs__panel">
          {current.content}
        </div>
      )}
    </div>
  )
}
