import { useEffect, useState } from 'react'

export function scrollToTop(behavior: ScrollBehavior = 'auto'): void {
  window.scrollTo({ top: 0, left: 0, behavior })
}

/** Scrolls to the element whose id is the hash (without '#'); false if it is not in the page yet. */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(decodeURIComponent(id))
  if (!el) return false
  el.scrollIntoView({ block: 'start' })
  return true
}

/**
 * True once the window is scrolled further than `threshold` pixels. Reading `scrollY` makes
 * the browser lay the page out at once: it is read on a scroll and in the next frame after
 * mounting (where that layout happens anyway), never while the page renders.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    const frame = requestAnimationFrame(update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [threshold])
  return past
}

/**
 * Scrolls to `#id` as soon as that element exists (pages render their content after data
 * arrives); gives up after `timeoutMs`. Returns a cancel function.
 */
export function scrollToIdWhenReady(id: string, timeoutMs = 5000): () => void {
  if (scrollToId(id)) return () => undefined
  const observer = new MutationObserver(() => {
    if (scrollToId(id)) stop()
  })
  const timer = setTimeout(() => stop(), timeoutMs)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}
