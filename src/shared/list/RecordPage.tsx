import { useId, type ReactNode } from 'react'

/** A record page's frame: its title (which names the section), the filters' row if any, then the list. */
export function RecordPage({ title, testId, filters, children }: { title: string; testId: string; filters?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section className="tl-records" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h3 id={`${id}-title`} className="tl-records__title">
        {title}
      </h3>
      {filters !== undefined && <div className="tl-records__filters">{filters}</div>}
      {children}
    </section>
  )
}
