/**
 * Replies the server builds (JSON: game lists, notices, the status reply; generated SVG art)
 * over 1 KiB are compressed, Brotli at quality 4 or gzip, when the client accepts it. Static
 * files are never compressed per request: the SPA's build is precompressed and served by
 * static.ts, which app.ts registers BEFORE this plugin so its routes get no compress hook;
 * in-memory files are compressed once (http/static-body.ts) and arrive here encoded already.
 * Request bodies are not decompressed: `Content-Encoding` on a request is ignored, so a
 * small compressed body cannot expand into a large one. The seamless-wallet routes opt out: their replies are
 * a few hundred bytes, below the threshold, and a vendor's call should not pay for the check
 * (`npm run bench -- compression` prints the figures).
 */
import fastifyCompress from '@fastify/compress'
import { constants } from 'node:zlib'
import { MIN_COMPRESS_BYTES } from '../lib/compress.ts'
import { rootPlugin } from './root-plugin.ts'


export const compressionPlugin = rootPlugin('tala-compression', async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: MIN_COMPRESS_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
})
