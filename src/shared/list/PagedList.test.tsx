import { beforeAll, describe, expect, it } from 'vitest'
import { useState } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@/shared/i18n'
import { DateRangePicker } from './DateRangePicker.tsx'
import { PagedList } from './PagedList.tsx'
import { presetRange, type DateRange } from './dateRange.ts'
import { usePagedQuery, type FetchPage } from './usePagedQuery.ts'
import { TestQueries } from '@/shared/testing'

beforeAll(async () => {
  await initI18n('en')
})

type Row = { id: number }
/** A server of `total` rows whose replies the test releases, in any order. */
function fakeServer(total: number) {
  const asked: { filter: string; page: number; answer: () => void; fail: () => void }[] = []
  const fetchPage: FetchPage<string, Row> = ({ filter, page, pageSize }) =>
    new Promise((resolve, reject) => {
      const rows = Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, i) => ({ id: (page - 1) * pageSize + i + 1 }))
      asked.push({ filter, page, answer: () => resolve({ rows, total }), fail: () => reject({ code: 'NETWORK', message: 'Failed to fetch' }) })
    })
  return { fetchPage, asked }
}

function List({ fetchPage, filter }: { fetchPage: FetchPage<string, Row>; filter: string }) {
  const { list } = usePagedQuery(['test-list'], fetchPage, filter, { pageSize: 10 })
  return (
    <PagedList list={list} columns={3}>
      {(rows) => (
        <ul data-testid="rows">
          {rows.map((r) => (
            <li key={r.id}>row {r.id}</li>
          ))}
        </ul>
      )}
    </PagedList>
  )
}

describe('the list kit', () => {
  it('shows a skeleton of the list\'s size while loading, then the rows and a pager (range 3, margin 1)', async () => {
    const server = fakeServer(200)
    render(<List fetchPage={server.fetchPage} filter="week" />, { wrapper: TestQueries })
    const skeleton = await screen.findByTestId('list-loading')
    expect(skeleton.querySelectorAll('.tl-list-skeleton__row')).toHaveLength(10)
    expect(skeleton.querySelector('.tl-list-skeleton__row')!.children).toHaveLength(3)
    server.asked[0]!.answer()
    expect(await screen.findByText('row 1')).toBeInTheDocument()
    const pager = screen.getByRole('navigation', { name: 'Pages' })
    expect([...pager.querySelectorAll('button, span')].map((b) => b.textContent)).toEqual(['‹', '1', '2', '3', '…', '20', '›'])
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }))
    expect(server.asked[1]).toMatchObject({ filter: 'week', page: 20 })
    server.asked[1]!.answer()
    expect(await screen.findByText('row 191')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('a new filter goes back to page 1 and a late reply for the old filter never shows', async () => {
    const server = fakeServer(30)
    const { rerender } = render(<List fetchPage={server.fetchPage} filter="week" />, { wrapper: TestQueries })
    await waitFor(() => expect(server.asked).toHaveLength(1))
    rerender(<List fetchPage={server.fetchPage} filter="month" />)
    await waitFor(() => expect(server.asked).toHaveLength(2))
    expect(server.asked[1]).toMatchObject({ filter: 'month', page: 1 })
    server.asked[0]!.answer()
    await new Promise((r) => setTimeout(r, 10))
    expect(screen.queryByTestId('rows')).toBeNull()
    expect(screen.getByTestId('list-loading')).toBeInTheDocument()
    server.asked[1]!.answer()
    expect(await screen.findByText('row 1')).toBeInTheDocument()
  })

  it('says why a load failed and retries the same page; says so when nothing matches', async () => {
    const server = fakeServer(0)
    render(<List fetchPage={server.fetchPage} filter="week" />, { wrapper: TestQueries })
    await waitFor(() => expect(server.asked).toHaveLength(1))
    server.asked[0]!.fail()
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded. Network link is abnormal, please try again')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(server.asked[1]).toMatchObject({ filter: 'week', page: 1 })
    server.asked[1]!.answer()
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No records for this period.')
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  })
})

describe('the list kit, failing on a later page', () => {
  it('hides the pager while the failure shows, and the retry asks for the same page', async () => {
    const server = fakeServer(50)
    render(<List fetchPage={server.fetchPage} filter="week" />, { wrapper: TestQueries })
    await waitFor(() => expect(server.asked).toHaveLength(1))
    server.asked[0]!.answer()
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }))
    server.asked[1]!.fail()
    expect(await screen.findByTestId('list-error')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(server.asked[2]).toMatchObject({ filter: 'week', page: 2 })
    server.asked[2]!.answer()
    expect(await screen.findByText('row 11')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })
})

describe('the date range picker', () => {
  function Picker({ onChange }: { onChange: (range: DateRange) => void }) {
    const [range, setRange] = useState<DateRange>({ from: '2026-11-01', to: '2026-11-10' })
    return (
      <DateRangePicker
        value={range}
        onChange={(r) => {
          setRange(r)
          onChange(r)
        }}
      />
    )
  }

  it('offers the presets of spec §9 and marks the one chosen', async () => {
    const seen: DateRange[] = []
    render(<Picker onChange={(r) => seen.push(r)} />)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Today', 'Last 7 days', 'Last 30 days', 'Next 7 days', 'Next 30 days'])
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }))
    expect(seen.at(-1)).toEqual(presetRange('previous7'))
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByLabelText('From')).toHaveValue(presetRange('previous7').from)
  })

  it('never lets the range end before it starts', async () => {
    const seen: DateRange[] = []
    render(<Picker onChange={(r) => seen.push(r)} />)
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } })
    expect(seen.at(-1)).toEqual({ from: '2026-11-20', to: '2026-11-20' })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-05' } })
    expect(seen.at(-1)).toEqual({ from: '2026-11-05', to: '2026-11-05' })
  })
})
