import { useEffect, useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import type { ImagePick } from '@machines/feedback.machine.ts'

/** A picked image as a data: URL (null when it cannot be read). */
const readAsDataUrl = (file: unknown): Promise<string | null> =>
  new Promise((resolve) => {
    if (!(file instanceof Blob) || typeof FileReader === 'undefined') return resolve(null)
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null)
    reader.onerror = () => resolve(null)
    reader.readAsDataURL(file)
  })

/**
 * The picked images' previews as data: URLs, which the site's Content-Security-Policy allows
 * (img-src 'self' data:); a blob: URL is refused there and the preview stayed empty.
 */
function usePreviewUrls(images: ReadonlyArray<ImagePick>): ReadonlyArray<string | null> {
  const [urls, setUrls] = useState<ReadonlyArray<string | null>>([])
  useEffect(() => {
    let current = true
    void Promise.all(images.map((i) => readAsDataUrl(i.file))).then((made) => {
      if (current) setUrls(made)
    })
    return () => {
      current = false
    }
  }, [images])
  return urls
}

/** The kept images with a preview and a remove button each. */
export function ImagePreviews({ images, onRemove }: { images: ReadonlyArray<ImagePick>; onRemove: (index: number) => void }) {
  const { t } = useTranslation('community')
  const urls = usePreviewUrls(images)
  if (images.length === 0) return null
  return (
    <ul className="tl-feedback__images" data-testid="feedback-images">
      {images.map((image, i) => (
        <li key={`${image.name}-${i}`} className="tl-feedback__image">
          {urls[i] ? <img src={urls[i]!} alt={t('feedback.preview', { name: image.name })} width={72} height={72} /> : <span className="tl-feedback__image-name">{image.name}</span>}
          <Button variant="secondary" size="sm" onPress={() => onRemove(i)} aria-label={t('feedback.remove', { name: image.name })}>
            ×
          </Button>
        </li>
      ))}
    </ul>
  )
}
