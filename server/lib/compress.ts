/**
 * The Brotli (maximum quality) and gzip (level 9) copies of a file compressed once: by the
 * build for the SPA (scripts/build/precompress.ts) and by the server for the files it holds in
 * memory (server/http/static-body.ts). A copy that would not be smaller is left out (null).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Below this a compressed copy saves less than the response headers weigh. */
export const MIN_COMPRESS_BYTES = 1024

export interface CompressedCopies {
  readonly br: Buffer | null
  readonly gzip: Buffer | null
}

export function compressOnce(body: Buffer): CompressedCopies {
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
  const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION })
  return { br: br.length < body.length ? br : null, gzip: gzip.length < body.length ? gzip : null }
}
