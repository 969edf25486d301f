import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components'
import type { ReactNode } from 'react'

export interface TabItem {
  readonly id: string
  readonly label: ReactNode
  readonly content: ReactNode
}

/** Tabs (react-aria), controlled when `selectedId` is given. */
export function Tabs({ label, items, selectedId, onChange, className }: {
  label: string
  items: readonly TabItem[]
  selectedId?: string
  onChange?: (id: string) => void
  className?: string
}) {
  return (
    <AriaTabs
      className={['tl-tabs', className].filter(Boolean).join(' ')}
      selectedKey={selectedId}
      onSelectionChange={(key: Key) => onChange?.(String(key))}
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
