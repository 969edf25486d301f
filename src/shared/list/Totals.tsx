import type { ReactNode } from 'react'

/**
 * Figures above a list or chart: label over value, as many columns as fit. Each value's test
 * id is `itemTestId(key)`, by default `<testId>-<key>`.
 */
export function Totals({ items, label, testId, itemTestId = (key) => `${testId}-${key}` }: { items: ReadonlyArray<{ key: string; label: string; value: ReactNode }>; label: string; testId: string; itemTestId?: (key: string) => string }) {
  return (
    <dl className="tl-records__totals" aria-label={label} data-testid={testId}>
      {items.map((i) => (
        <div key={i.key}>
          <dt>{i.label}</dt>
          <dd data-testid={itemTestId(i.key)}>{i.value}</dd>
        </div>
      ))}
    </dl>
  )
}
