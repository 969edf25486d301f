import { useState, type ImgHTMLAttributes } from 'react'
import { IMAGE_RETRIES } from '@/shared/config'

export interface RetryImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  readonly src: string
  readonly alt: string
  /** Tries after the first; default three more (spec §8). */
  readonly retries?: number
  /** Wait before each retry; default none. */
  readonly retryDelayMs?: number
}

/**
 * An image that tries again (up to three more times, spec §8) when it fails to load, then
 * gives up and shows its alt text. Each retry asks for `?retry=<n>` so no cache answers it.
 */
export function RetryImage({ src, alt, onError, retries = IMAGE_RETRIES, retryDelayMs = 0, ...rest }: RetryImageProps) {
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`
  if (failed) return <span className={`tl-img-fallback ${rest.className ?? ''}`}>{alt}</span>
  return (
    <img
      {...rest}
      key={url}
      src={url}
      alt={alt}
      onError={(e) => {
        if (attempt >= retries) setFailed(true)
        else if (retryDelayMs > 0) window.setTimeout(() => setAttempt((a) => a + 1), retryDelayMs)
        else setAttempt(attempt + 1)
        onError?.(e)
      }}
    />
  )
}
