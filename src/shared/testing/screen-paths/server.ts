import { vi } from 'vitest'
import type { MockReply } from '../fetch.ts'

/**
 * A fake server for a screen-driven path: every call to a `held` path waits until the path's
 * step answers it (`reply`), as a real server's answer arrives while the screen shows its busy
 * state; every other path answers at once from `routes` (404 NOT_FOUND when absent). A path
 * may name its method (`'POST /wps/member/withdrawals'`) where two calls share a path; such a
 * key wins over the bare path, in `routes`, `held` and the methods below.
 */
export interface HeldServer {
  /** Answers the oldest waiting call to `path`; waits (up to `timeoutMs`) for the screen to make it. */
  reply(path: string, answer: MockReply, timeoutMs?: number): Promise<void>
  /** How many calls the screen made to `path`, answered or waiting. */
  calls(path: string): number
  /** How many calls to `path` wait for the path's step to answer them. */
  pending(path: string): number
  /** The request body the screen sent in its latest call to `path`. */
  lastBody(path: string): unknown
  /** Changes what a path answers at once from now on. */
  answer(path: string, answer: MockReply): void
}

interface Waiting {
  readonly path: string
  readonly key: string
  readonly settle: (answer: MockReply) => void
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const respond = (answer: MockReply): Response => {
  if ('networkError' in answer) throw new TypeError('Failed to fetch')
  if ('raw' in answer) return json(answer.raw, answer.status ?? 200)
  if ('fail' in answer) return json({ success: false, ...answer.fail }, answer.status ?? 400)
  return json({ success: true, value: answer.value })
}

const settleSoon = () => new Promise<void>((resolve) => setTimeout(resolve, 10))

export function heldServer(routes: Record<string, MockReply>, held: ReadonlyArray<string>): HeldServer {
  const immediate = new Map(Object.entries(routes))
  const waiting: Waiting[] = []
  const made = new Map<string, unknown[]>()

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost')
    const path = url.pathname
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`
    let body: unknown = init?.body
    try { body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body } catch { /* not JSON: kept as sent */ }
    made.set(path, [...(made.get(path) ?? []), body])
    made.set(key, [...(made.get(key) ?? []), body])
    if (held.includes(key) || held.includes(path)) {
      const answer = await new Promise<MockReply>((settle) => waiting.push({ path, key, settle }))
      return respond(answer)
    }
    const answer = immediate.get(key) ?? immediate.get(path)
    return answer ? respond(answer) : json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404)
  })

  return {
    async reply(path, answer, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs
      for (;;) {
        const i = waiting.findIndex((w) => w.path === path || w.key === path)
        if (i >= 0) {
          waiting.splice(i, 1)[0]!.settle(answer)
          return
        }
        if (Date.now() > until) throw new Error(`the screen made no call to ${path} to answer`)
        await settleSoon()
      }
    },
    calls: (path) => made.get(path)?.length ?? 0,
    pending: (path) => waiting.filter((w) => w.path === path || w.key === path).length,
    lastBody: (path) => made.get(path)?.at(-1),
    answer: (path, answer) => void immediate.set(path, answer),
  }
}
