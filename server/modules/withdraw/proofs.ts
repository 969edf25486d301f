/**
 * Proof images of a "not received" answer: png or jpeg told by their first bytes (the
 * declared type must agree; a name or type alone is never trusted), at most 5 MB each and 3
 * in all. Each is decoded and encoded again (sharp) before it is kept in the database (bytea)
 * with the withdrawal: what the operator opens is a plain image, without anything appended
 * to it (a page, a script) or metadata (the phone's location).
 */
import sharp from 'sharp'
import { MAX_PROOF_BYTES, MAX_PROOFS } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'
import type { UploadedFile } from '../../http/file-parts.ts'

export type ProofType = 'image/png' | 'image/jpeg'
export interface Proof { readonly contentType: ProofType; readonly bytes: Buffer }

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG = Buffer.from([0xff, 0xd8, 0xff])

/** The type the bytes say they are, or null. */
export const sniffImage = (bytes: Buffer): ProofType | null =>
  bytes.subarray(0, PNG.length).equals(PNG) ? 'image/png' : bytes.subarray(0, JPEG.length).equals(JPEG) ? 'image/jpeg' : null

/** Larger pictures than a phone takes are refused rather than decoded. */
const MAX_PIXELS = 50_000_000

/** The image decoded and encoded again in its own format, turned upright, without metadata; PROOF_INVALID when it does not decode. */
const reencode = async (proof: Proof, index: number): Promise<Proof> => {
  try {
    const image = sharp(proof.bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate()
    const bytes = proof.contentType === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer()
    return { contentType: proof.contentType, bytes }
  } catch {
    throw new ApiError('PROOF_INVALID', `Proof ${index + 1} is not a readable image.`)
  }
}

/** The uploaded files as proofs: each one's bytes must be the png or jpeg its part declared. */
export const readProofs = async (files: ReadonlyArray<UploadedFile>): Promise<Proof[]> => {
  if (files.length < 1 || files.length > MAX_PROOFS) throw new ApiError('PROOF_INVALID', `Attach 1 to ${MAX_PROOFS} images as proof.`)
  const checked = files.map((f, i): Proof => {
    if (f.contentType !== 'image/png' && f.contentType !== 'image/jpeg') throw new ApiError('PROOF_INVALID', `Proof ${i + 1} must be a PNG or JPEG image.`)
    if (f.bytes.length === 0 || f.bytes.length > MAX_PROOF_BYTES) throw new ApiError('PROOF_INVALID', `Proof ${i + 1} must be at most 5 MB.`)
    if (sniffImage(f.bytes) !== f.contentType) throw new ApiError('PROOF_INVALID', `Proof ${i + 1} is not a ${f.contentType === 'image/png' ? 'PNG' : 'JPEG'} image.`)
    return { contentType: f.contentType, bytes: f.bytes }
  })
  return Promise.all(checked.map(reencode))
}
