import { vi } from 'vitest'

/** What a mocked endpoint answers: a value (wrapped in the success envelope), a failure, or a thrown error. */
export type MockReply =
  | { readonly value: unknown }
  | { readonly fail: { code: string; message: string; value?: unknown }; readonly status?: number }
  | { readonly networkError: true }
  | { readonly raw: unknown; readonly status?: number }

export type MockRoutes = Record<string, MockReply | ((url: URL, init?: RequestInit) => MockReply | Promise<MockReply>)>

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/**
 * Replaces `fetch` for one test: routes are keyed by path ('/wps/system/status'); an
 * unknown path answers 404 NOT_FOUND. Returns the mock to inspect calls.
 */
export function mockFetch(routes: MockRoutes) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost')
    const route = routes[url.pathname]
    const reply = typeof route === 'function' ? await route(url, init) : route
    if (!reply) return json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404)
    if ('networkError' in reply) throw new TypeError('Failed to fetch')
    if ('raw' in reply) return json(reply.raw, reply.status ?? 200)
    if ('fail' in reply) return json({ success: false, ...reply.fail }, reply.status ?? 400)
    return json({ success: true, value: reply.value })
  })
  vi.stubGlobal('fetch', mock)
  return mock
}
