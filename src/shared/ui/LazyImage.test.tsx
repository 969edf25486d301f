import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { LazyImage, resetLazyImages } from './LazyImage.tsx'

/** An IntersectionObserver the test drives: `show()` reports every observed element visible. */
let observers: Array<{ options: IntersectionObserverInit | undefined; cb: IntersectionObserverCallback; els: Element[] }> = []
class FakeIO {
  constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ cb, options, els: this.els })
  }
  els: Element[] = []
  observe(el: Element) { this.els.push(el) }
  unobserve(el: Element) { this.els.splice(this.els.indexOf(el), 1) }
  disconnect() { this.els.length = 0 }
}
const show = () => act(() => {
  for (const o of observers) if (o.els.length) o.cb([...o.els].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver)
})

beforeEach(() => {
  resetLazyImages()
  observers = []
  vi.stubGlobal('IntersectionObserver', FakeIO)
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('LazyImage (spec §9)', () => {
  it('loads only once 10% of it is near the viewport', () => {
    const { container } = render(<LazyImage src="/img/a.svg" alt="A" />)
    expect(container.querySelector('img')).toBeNull()
    expect(observers[0]!.options).toMatchObject({ threshold: 0.1, rootMargin: '30%' })
    show()
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/a.svg')
  })

  it('a first-screen image loads in the first render, the most urgent one ahead of the others', () => {
    const { container } = render(
      <>
        <LazyImage src="/img/first.svg" alt="" load="urgent" />
        <LazyImage src="/img/second.svg" alt="" load="eager" />
        <LazyImage src="/img/below.svg" alt="" />
      </>,
    )
    const srcs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(srcs).toEqual(['/img/first.svg', '/img/second.svg'])
    expect(container.querySelector('img[src="/img/first.svg"]')).toHaveAttribute('fetchpriority', 'high')
    expect(container.querySelector('img[src="/img/second.svg"]')).not.toHaveAttribute('fetchpriority')
  })

  it("keeps a caller's low priority, which an urgent image overrides", () => {
    const { container } = render(
      <>
        <LazyImage src="/img/logo.svg" alt="" load="eager" fetchPriority="low" />
        <LazyImage src="/img/art.svg" alt="" load="urgent" fetchPriority="low" />
      </>,
    )
    expect(container.querySelector('img[src="/img/logo.svg"]')).toHaveAttribute('fetchpriority', 'low')
    expect(container.querySelector('img[src="/img/art.svg"]')).toHaveAttribute('fetchpriority', 'high')
  })

  it('tries 3 times in all, 200 ms apart, then shows the alt text', () => {
    const { container } = render(<LazyImage src="/img/b.svg" alt="Broken" />)
    show()
    fireEvent.error(container.querySelector('img')!)
    act(() => { vi.advanceTimersByTime(199) })
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/b.svg')
    act(() => { vi.advanceTimersByTime(1) })
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/b.svg?retry=1')
    fireEvent.error(container.querySelector('img')!)
    act(() => { vi.advanceTimersByTime(200) })
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/b.svg?retry=2')
    fireEvent.error(container.querySelector('img')!)
    act(() => { vi.advanceTimersByTime(1000) })
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('Broken')).toBeInTheDocument()
  })

  it('shows an image loaded before at once (the cache), without waiting to be seen', () => {
    const first = render(<LazyImage src="/img/c.svg" alt="C" />)
    show()
    fireEvent.load(first.container.querySelector('img')!)
    first.unmount()
    const again = render(<LazyImage src="/img/c.svg" alt="C" />)
    expect(again.container.querySelector('img')).toHaveAttribute('src', '/img/c.svg')
  })
})
