/**
 * Feedback images (spec §5): png or jpeg told by their first bytes (the declared type must
 * agree), at most 5 MB each and 3 in all, each decoded and encoded again (sharp) so what the
 * operator opens is a plain picture without anything appended or metadata (the phone's
 * location). The same rules as the withdrawal proofs (withdraw's sniffImage).
 */
import sharp from 'sharp'
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES, type FeedbackRefusal } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'
import type { UploadedFile } from '../../http/file-parts.ts'
import { sniffImage } from '../withdraw/index.ts'

export interface FeedbackImage { readonly contentType: 'image/png' | 'image/jpeg'; readonly bytes: Buffer }

const MAX_PIXELS = 50_000_000

const refuse = (message: string, value: FeedbackRefusal): ApiError => new ApiError('FEEDBACK_INVALID', message, value)

const reencode = async (image: FeedbackImage, n: number): Promise<FeedbackImage> => {
  try {
    const pipeline = sharp(image.bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate()
    const bytes = image.contentType === 'image/png' ? await pipeline.png().toBuffer() : await pipeline.jpeg({ quality: 90 }).toBuffer()
    return { contentType: image.contentType, bytes }
  } catch {
    throw refuse(`Image ${n} is not a readable picture.`, { reason: 'imageUnreadable', image: n })
  }
}

/** The uploaded files, checked and re-encoded; none is fine (images are optional). */
export const readImages = async (files: ReadonlyArray<UploadedFile>): Promise<FeedbackImage[]> => {
  if (files.length > FEEDBACK_MAX_IMAGES) throw refuse(`At most ${FEEDBACK_MAX_IMAGES} images.`, { reason: 'imageCount' })
  const checked = files.map((f, i): FeedbackImage => {
    const n = i + 1
    if (f.contentType !== 'image/png' && f.contentType !== 'image/jpeg') throw refuse(`Image ${n} must be a PNG or JPG.`, { reason: 'imageType', image: n })
    if (f.bytes.length === 0 || f.bytes.length > FEEDBACK_MAX_IMAGE_BYTES) throw refuse(`Image ${n} must be at most 5 MB.`, { reason: 'imageSize', image: n })
    if (sniffImage(f.bytes) !== f.contentType) throw refuse(`Image ${n} is not a ${f.contentType === 'image/png' ? 'PNG' : 'JPG'} picture.`, { reason: 'imageType', image: n })
    return { contentType: f.contentType, bytes: f.bytes }
  })
  // One after another: decoding three large pictures at once would take the server's memory.
  const out: FeedbackImage[] = []
  for (const [i, image] of checked.entries()) out.push(await reencode(image, i + 1))
  return out
}
