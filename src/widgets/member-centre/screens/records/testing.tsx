import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { TestQueries, statusFixture } from '@/shared/testing'

/** A record page as the member centre shows it: the brand's status known (the vendor list reads its merchant), a fresh query cache. */
export function renderRecordPage(page: ReactNode) {
  const status = statusFixture()
  rememberSystemInfo(status)
  return render(
    <SystemProvider status={status} imageCdn="/img">
      {page}
    </SystemProvider>,
    { wrapper: TestQueries },
  )
}

/** The JSON body of the calls the mock fetch got for `path`. */
export function bodiesTo(fetch: { mock: { calls: unknown[][] } }, path: string): Record<string, unknown>[] {
  return fetch.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>)
}
