import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SERVICE_WORKER_DELAY_MS, whenFirstScreenIsDone } from './service-worker.ts'

describe('whenFirstScreenIsDone', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('waits for the load event, then the delay, then an idle moment', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb))
    const work = vi.fn()
    whenFirstScreenIsDone(work)

    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS * 2)
    expect(work).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1)
    expect(idle).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(idle).toHaveLength(1)
    expect(work).not.toHaveBeenCalled()
    idle[0]!()
    expect(work).toHaveBeenCalledTimes(1)
    // A second load event (there is none, but) does not register twice.
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS)
    expect(idle).toHaveLength(1)
  })

  it('counts the delay from now when the page has already loaded, and runs at once where there is no idle callback', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    vi.stubGlobal('requestIdleCallback', undefined)
    const work = vi.fn()
    whenFirstScreenIsDone(work)
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(1)
  })
})
