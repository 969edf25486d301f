import { useState, type ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components'

export interface TabItem {
  readonly id: string
  readonly label: ReactNode
  readonly content: ReactNode
}

/**
 * Tabs (react-aria-components: the WAI-ARIA tabs pattern, activated on focus, arrow keys and
 * Home / End), controlled when `selectedId` is given. Only the chosen tab's panel is rendered.
 */
export function Tabs({ label, items, selectedId, onChange, className }: {
  label: string
  items: readonly TabItem[]
  selectedId?: string
  onChange?: (id: string) => void
  className?: string
}) {
  const [own, setOwn] = useState(items[0]?.id)
  const wanted = selectedId ?? own
  // An id the row does not hold shows the first tab, as react-aria would, without telling the owner.
  const current = items.some((item) => item.id === wanted) ? wanted : items[0]?.id
  return (
    <AriaTabs
      className={['tl-tabs', className].filter(Boolean).join(' ')}
      selectedKey={current ?? null}
      onSelectionChange={(key) => {
        // react-aria reports a press on the tab already chosen too; the owner hears of changes only.
        const id = String(key)
        if (id === current) return
        setOwn(id)
        onChange?.(id)
      }}
    >
      <TabList aria-label={label} className="tl-tabs__list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="tl-tabs__tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="tl-tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  )
}
