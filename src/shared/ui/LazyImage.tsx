import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { LAZY_IMAGE_ATTEMPTS, LAZY_IMAGE_CACHE_SIZE, LAZY_IMAGE_PRELOAD, LAZY_IMAGE_THRESHOLD, LAZY_IMAGE_THROTTLE_MS } from '@/shared/config'

/**
 * Addresses that loaded lately (spec §9: a cache of 200): an image scrolled back into view
 * (a virtualized grid remounts its cards) shows at once instead of waiting for the observer.
 */
const loaded = new Map<string, true>()
const remember = (src: string) => {
  loaded.delete(src)
  loaded.set(src, true)
  if (loaded.size > LAZY_IMAGE_CACHE_SIZE) loaded.delete(loaded.keys().next().value!)
}
export const lazyImageCacheSize = () => loaded.size

/** The margin that makes an image start loading a little before it scrolls in (preload factor 1.3). */
const rootMargin = `${Math.round((LAZY_IMAGE_PRELOAD - 1) * 100)}%`

/** One observer for every lazy image (a grid mounts dozens at once): element -> "it is in view". */
const waiting = new Map<Element, () => void>()
let shared: IntersectionObserver | null = null
const observe = (el: Element, onVisible: () => void): (() => void) => {
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue
        const done = waiting.get(e.target)
        waiting.delete(e.target)
        shared?.unobserve(e.target)
        done?.()
      }
    },
    { threshold: LAZY_IMAGE_THRESHOLD, rootMargin },
  )
  waiting.set(el, onVisible)
  shared.observe(el)
  return () => {
    waiting.delete(el)
    shared?.unobserve(el)
  }
}

/** Forgets the shared observer (tests install their own IntersectionObserver). */
export const resetLazyImages = () => {
  shared?.disconnect()
  shared = null
  waiting.clear()
  loaded.clear()
}

/**
 * An image loaded when at least 10% of it is near the viewport (IntersectionObserver,
 * threshold 0.1), tried up to 3 times in all with at least 200 ms between attempts, then
 * replaced by its alt text. Without IntersectionObserver (old browsers) it loads at once.
 */
export function LazyImage({ src, alt, className, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const holder = useRef<HTMLSpanElement>(null)
  const [visible, setVisible] = useState(() => loaded.has(src) || typeof IntersectionObserver === 'undefined')
  const [attempt, setAttempt] = useState(1)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (visible || !holder.current) return
    return observe(holder.current, () => setVisible(true))
  }, [visible])

  if (failed) return <span className={`tl-img-fallback ${className ?? ''}`}>{alt}</span>
  if (!visible) return <span ref={holder} className={`tl-lazy-img ${className ?? ''}`} aria-hidden="true" />
  const url = attempt === 1 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt - 1}`
  return (
    <img
      {...rest}
      key={url}
      src={url}
      alt={alt}
      className={className}
      decoding="async"
      onLoad={() => remember(src)}
      onError={() => {
        if (attempt >= LAZY_IMAGE_ATTEMPTS) setFailed(true)
        else window.setTimeout(() => setAttempt((a) => a + 1), LAZY_IMAGE_THROTTLE_MS)
      }}
    />
  )
}
