import type { Page, Request } from '@playwright/test'
import { drawn } from './sideways.ts'

/**
 * The requests each page has in flight, tracked from the first call for that page on (a request
 * sent before it and ending after it is not counted, which can only end a wait early by the
 * time it takes that one request).
 */
interface Requests { readonly open: Set<Request>; last: number }
const inFlight = new WeakMap<Page, Requests>()

const track = (page: Page): Requests => {
  const known = inFlight.get(page)
  if (known) return known
  const s: Requests = { open: new Set<Request>(), last: Date.now() }
  page.on('request', (r) => { s.open.add(r); s.last = Date.now() })
  const done = (r: Request) => { if (s.open.delete(r)) s.last = Date.now() }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  inFlight.set(page, s)
  return s
}

/** Starts tracking `page`'s requests: call it before the loads that `settled` waits on. */
export const trackRequests = (page: Page): void => { track(page) }

/**
 * Waits until a screen has drawn what it loads: the page loaded, no request of it in flight
 * for `quietMs` (a list's data, then its images, come one after another), then a frame.
 * Playwright's `networkidle` waits a fixed 500 ms of quiet; this waits for the quiet only.
 */
export async function settled(page: Page, quietMs = 150, timeoutMs = 15_000): Promise<void> {
  const s = track(page)
  await page.waitForLoadState('load')
  const until = Date.now() + timeoutMs
  while (!(s.open.size === 0 && Date.now() - s.last >= quietMs)) {
    if (Date.now() > until) throw new Error(`requests still in flight after ${timeoutMs} ms: ${[...s.open].map((r) => r.url()).join(', ')}`)
    await page.waitForTimeout(25)
  }
  await drawn(page)
}
