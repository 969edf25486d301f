/**
 * A Vite plugin that writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible
 * file of the build once it is written, so the server sends precompressed files and never
 * compresses a static file per request (server/plugins/static.ts, `preCompressed`). Files too
 * small to gain, and copies that would not be smaller, are skipped.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { MIN_COMPRESS_BYTES, compressOnce } from '../../server/lib/compress.ts'
import type { Plugin } from 'vite'

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|wasm)$/i

export interface PrecompressResult {
  readonly file: string
  readonly bytes: number
  readonly br: number | null
  readonly gzip: number | null
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))

/** Writes the copies for every compressible file under `dir`; returns what it did per file. */
export function precompressDir(dir: string): PrecompressResult[] {
  return walk(dir)
    .filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_COMPRESS_BYTES)
    .map((file) => {
      const body = readFileSync(file)
      const { br, gzip } = compressOnce(body)
      const keep = (copy: Buffer | null, ext: string) => {
        if (copy === null) return null
        writeFileSync(`${file}${ext}`, copy)
        return copy.length
      }
      return { file, bytes: body.length, br: keep(br, '.br'), gzip: keep(gzip, '.gz') }
    })
}

export const precompress = (): Plugin => {
  let outDir = 'dist'
  return {
    name: 'tala-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      precompressDir(outDir)
    },
  }
}
