import type { Page, Request, Route } from '@playwright/test'

/**
 * Calls to one API path held in the browser until a journey's step lets them reach the real
 * server (`release`): the screen shows its busy state for as long as a real slow answer would,
 * and the next step decides when the server's answer comes. Not held unless `hold` was called
 * for that call.
 */
export interface HeldCalls {
  /** The next call to the path waits. */
  hold(): void
  /** Waits (up to `timeoutMs`) until a held call was made. */
  made(timeoutMs?: number): Promise<Request>
  /** Lets the oldest held call through to the server; resolves with its answer's status. */
  release(timeoutMs?: number): Promise<number>
  /** Lets every held call through (or, `abort`, fails them as a lost connection would) and stops holding. */
  stop(how?: 'continue' | 'abort'): Promise<void>
}

export async function heldCalls(page: Page, path: string): Promise<HeldCalls> {
  let holding = 0
  const waiting: Route[] = []
  const pattern = (url: URL) => url.pathname === path
  const handler = async (route: Route) => {
    if (holding === 0) return route.continue()
    holding--
    waiting.push(route)
  }
  await page.route(pattern, handler)
  const until = async (ready: () => boolean, timeoutMs: number, what: string) => {
    const end = Date.now() + timeoutMs
    while (!ready()) {
      if (Date.now() > end) throw new Error(`${what} (${path}) within ${timeoutMs} ms`)
      await page.waitForTimeout(50)
    }
  }
  return {
    hold: () => void holding++,
    async made(timeoutMs = 10_000) {
      await until(() => waiting.length > 0, timeoutMs, 'the screen made no call to hold')
      return waiting.at(-1)!.request()
    },
    async release(timeoutMs = 10_000) {
      await until(() => waiting.length > 0, timeoutMs, 'no held call to let through')
      const route = waiting.shift()!
      const answered = page.waitForResponse((r) => r.request() === route.request(), { timeout: 30_000 })
      await route.continue()
      return (await answered).status()
    },
    async stop(how = 'continue') {
      holding = 0
      for (const route of waiting.splice(0)) await (how === 'abort' ? route.abort('connectionfailed') : route.continue()).catch(() => {})
      await page.unroute(pattern, handler)
    },
  }
}
