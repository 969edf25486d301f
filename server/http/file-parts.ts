/**
 * Reads a multipart/form-data call of a contract entry that declares `files`: the JSON body
 * in the field `body`, and the files of the declared field. Files are read as they arrive and
 * the reading stops at the entry's limits (413 PAYLOAD_TOO_LARGE for a file over its size or
 * one file too many), so at most maxFiles × maxFileBytes is ever held.
 */
import type { FastifyRequest } from 'fastify'
import type { Readable } from 'node:stream'
import type { FileParts } from '../../src/shared/api/index.ts'
import { ApiError } from './errors.ts'

/** A received file: the type its part declared (not yet checked against its bytes) and the bytes. */
export interface UploadedFile {
  readonly contentType: string
  readonly bytes: Buffer
}

/** The body field's JSON can be at most this long. */
const MAX_BODY_FIELD = 16 * 1024

/** The file's bytes; 413 the moment it passes `max` (the parser's own limit), not once the part has ended. */
const readUpTo = (file: Readable, max: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    file.on('data', (chunk: Buffer) => chunks.push(chunk))
    file.once('limit', () => {
      chunks.length = 0
      file.resume()
      reject(new ApiError('PAYLOAD_TOO_LARGE', `A file may be at most ${Math.floor(max / (1024 * 1024))} MB.`))
    })
    file.once('end', () => resolve(Buffer.concat(chunks)))
    file.once('error', reject)
  })

/**
 * The parser's own failures: its limits carry their status (413), handled with every other
 * error; anything else it throws (a part cut off, a header it cannot read) is a malformed form.
 */
const malformedForm = (e: unknown): unknown => {
  const status = (e as { statusCode?: unknown } | null)?.statusCode
  return e instanceof ApiError || (typeof status === 'number' && status >= 400 && status < 500)
    ? e
    : new ApiError('BAD_REQUEST', 'The form data is malformed: send the call as multipart/form-data with its boundary.')
}

export const readFileParts = async (req: FastifyRequest, spec: FileParts): Promise<{ body: unknown; files: UploadedFile[] }> => {
  if (!req.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send this call as multipart/form-data.')
  try {
    return await readParts(req, spec)
  } catch (e) {
    throw malformedForm(e)
  }
}

const readParts = async (req: FastifyRequest, spec: FileParts): Promise<{ body: unknown; files: UploadedFile[] }> => {
  let body: unknown = undefined
  const files: UploadedFile[] = []
  const parts = req.parts({
    limits: { files: spec.maxFiles, fileSize: spec.maxFileBytes, fields: 1, fieldSize: MAX_BODY_FIELD, parts: spec.maxFiles + 1, headerPairs: 20 },
  })
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'body' || part.valueTruncated || typeof part.value !== 'string') throw new ApiError('BAD_REQUEST', 'The only form field is "body", with the call\'s JSON.')
      try {
        body = JSON.parse(part.value)
      } catch {
        throw new ApiError('MALFORMED_JSON', 'The "body" field is not valid JSON.')
      }
    } else {
      if (part.fieldname !== spec.field) {
        part.file.resume()
        throw new ApiError('BAD_REQUEST', `Files go in the field "${spec.field}".`)
      }
      files.push({ contentType: part.mimetype, bytes: await readUpTo(part.file, spec.maxFileBytes) })
    }
  }
  return { body, files }
}
