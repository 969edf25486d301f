/**
 * Files the server holds in memory (the house slot's page and scripts, the API reference's
 * viewer): compressed once, when first needed, and sent in the encoding the client accepts.
 * Like the SPA's build (scripts/build/precompress.ts), a static body is never compressed
 * per request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { negotiate } from '@fastify/accept-negotiator'
import { MIN_COMPRESS_BYTES, compressOnce } from '../lib/compress.ts'

/** Text formats only: images are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/
type Encoding = 'br' | 'gzip'

export interface StaticBody {
  readonly type: string
  readonly identity: Buffer
  readonly compressed: ReadonlyMap<Encoding, Buffer>
}

export function staticBody(body: string | Buffer, type: string): StaticBody {
  const identity = typeof body === 'string' ? Buffer.from(body) : body
  const compressed = new Map<Encoding, Buffer>()
  if (identity.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(type)) {
    const { br, gzip } = compressOnce(identity)
    if (br) compressed.set('br', br)
    if (gzip) compressed.set('gzip', gzip)
  }
  return { type, identity, compressed }
}

/** A body built on first use and kept: for files only some visitors ask for. */
export function lazyStaticBody(load: () => Promise<string | Buffer>, type: string): () => Promise<StaticBody> {
  let body: Promise<StaticBody> | null = null
  return () => {
    body ??= load().then((b) => staticBody(b, type)).catch((e: unknown) => {
      body = null
      throw e
    })
    return body
  }
}

/** Sends the best encoding the request accepts (identity when none), with `Vary`. */
export function sendStatic(req: FastifyRequest, reply: FastifyReply, body: StaticBody): FastifyReply {
  reply.type(body.type)
  if (body.compressed.size === 0) return reply.send(body.identity)
  reply.header('vary', 'accept-encoding')
  const header = req.headers['accept-encoding']
  const encoding = typeof header === 'string' ? negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), [...body.compressed.keys()]) : null
  const chosen = encoding === null ? undefined : body.compressed.get(encoding)
  if (encoding === null || chosen === undefined) return reply.send(body.identity)
  return reply.header('content-encoding', encoding).send(chosen)
}
