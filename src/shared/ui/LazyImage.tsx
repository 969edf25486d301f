import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { RetryImage } from './RetryImage.tsx'
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
 * When an image loads: `lazy` once near the viewport; `eager` at once (the first screen's, so
 * the browser finds it in the first render); `urgent` at once and ahead of other images (the
 * largest thing the first screen paints). A caller's own `fetchPriority` holds otherwise (a
 * small logo beside the first screen's art asks for `low`).
 */
export type ImageLoad = 'lazy' | 'eager' | 'urgent'

/**
 * An image loaded when at least 10% of it is near the viewport (IntersectionObserver,
 * threshold 0.1), tried up to 3 times in all with at least 200 ms between attempts, then
 * replaced by its alt text. Without IntersectionObserver (old browsers) it loads at once, as it
 * does when `load` is eager or urgent.
 */
export function LazyImage({ src, alt, className, load = 'lazy', fetchPriority, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; load?: ImageLoad }) {
  const holder = useRef<HTMLSpanElement>(null)
  const [visible, setVisible] = useState(() => load !== 'lazy' || loaded.has(src) || typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    if (visible || !holder.current) return
    return observe(holder.current, () => setVisible(true))
  }, [visible])

  if (!visible) return <span ref={holder} className={`tl-lazy-img ${className ?? ''}`} aria-hidden="true" />
  return (
    <RetryImage
      {...rest}
      src={src}
      alt={alt}
      className={className}
      decoding="async"
      fetchPriority={load === 'urgent' ? 'high' : fetchPriority}
      onLoad={() => remember(src)}
      retries={LAZY_IMAGE_ATTEMPTS - 1}
      retryDelayMs={LAZY_IMAGE_THROTTLE_MS}
    />
  )
}
