import { useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createQueryClient } from '@/shared/lib'

/** The app's query defaults, without retries: a test's failure shows at once. */
export const createTestQueryClient = (): QueryClient => createQueryClient({ retry: false })

// The query client rendered last (test support only; the app never reads it).
let current: QueryClient | null = null
export const setLastQueryClient = (client: QueryClient) => {
  current = client
}

/** The query cache of the TestSystem (or TestQueries) rendered last. */
export function testQueryClient(): QueryClient {
  if (!current) throw new Error('No TestSystem or TestQueries rendered yet')
  return current
}

/**
 * A fresh query cache for a component rendered outside TestSystem, one per render:
 * `render(<Page />, { wrapper: TestQueries })`.
 */
export function TestQueries({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createTestQueryClient())
  setLastQueryClient(queryClient)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
