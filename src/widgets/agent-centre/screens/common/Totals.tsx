import type { ReactNode } from 'react'

/** Figures above a list or chart: label over value, as many columns as fit. */
export function Totals({ items, label, testId }: { items: ReadonlyArray<{ key: string; label: string; value: ReactNode }>; label: string; testId: string }) {
  return (
    <dl className="tl-ag-records__totals" aria-label={label} data-testid={testId}>
      {items.map((i) => (
        <div key={i.key}>
          <dt>{i.label}</dt>
          <dd data-testid={`${testId}-${i.key}`}>{i.value}</dd>
        </div>
      ))}
    </dl>
  )
}
