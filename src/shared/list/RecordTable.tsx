import type { ReactNode } from 'react'

export interface RecordColumn<Row> {
  readonly key: string
  /** The column's heading, also the label of the value on a phone card. */
  readonly label: string
  readonly cell: (row: Row) => ReactNode
  /** Amounts: right-aligned, tabular figures. */
  readonly numeric?: boolean
}

/**
 * A record list as a table (the member and agent centres' records); under 640 px each row becomes a card of label/value lines (the
 * headings move beside the values through `data-label`), so nothing scrolls sideways.
 */
export function RecordTable<Row>({ rows, columns, rowKey, caption, testId }: { rows: readonly Row[]; columns: readonly RecordColumn<Row>[]; rowKey: (row: Row) => string; caption: string; testId: string }) {
  return (
    <table className="tl-records__table" data-testid={testId}>
      <caption className="tl-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.numeric ? 'tl-records__num' : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={`${testId}-row`}>
            {columns.map((c) => (
              <td key={c.key} data-label={c.label} data-col={c.key} className={c.numeric ? 'tl-records__num' : undefined}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
