import { useEffect, useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import type { ImagePick } from '@machines/feedback.machine.ts'

/** Object URLs of the picked images, revoked when the picks change or the form goes. */
function usePreviewUrls(images: ReadonlyArray<ImagePick>): ReadonlyArray<string | null> {
  const [urls, setUrls] = useState<ReadonlyArray<string | null>>([])
  useEffect(() => {
    const canPreview = typeof URL.createObjectURL === 'function'
    const made = images.map((i) => (canPreview && i.file instanceof Blob ? URL.createObjectURL(i.file) : null))
    setUrls(made)
    return () => made.forEach((u) => u && URL.revokeObjectURL(u))
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
