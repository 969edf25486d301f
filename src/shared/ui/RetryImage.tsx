import { useState, type ImgHTMLAttributes } from 'react'
import { IMAGE_RETRIES } from '@/shared/config'

/**
 * An image that tries again (up to three more times, spec §8) when it fails to load, then
 * gives up and shows its alt text.
 */
export function RetryImage({ src, alt, onError, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
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
        if (attempt < IMAGE_RETRIES) setAttempt(attempt + 1)
        else setFailed(true)
        onError?.(e)
      }}
    />
  )
}
