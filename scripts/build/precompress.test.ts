// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { precompressDir } from './precompress.ts'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the build precompress step', () => {
  it('writes Brotli and gzip copies of large text files that decode to the original, and skips the rest', () => {
    dir = mkdtempSync(join(tmpdir(), 'tala-precompress-'))
    mkdirSync(join(dir, 'assets'))
    const js = 'export function tala() { return "tala" }\n'.repeat(200)
    writeFileSync(join(dir, 'assets', 'app-1.js'), js)
    writeFileSync(join(dir, 'assets', 'tiny-2.js'), 'export {}')
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7))
    precompressDir(dir)
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1.js.br'))).toString()).toBe(js)
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1.js.gz'))).toString()).toBe(js)
    expect(existsSync(join(dir, 'assets', 'tiny-2.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false)
  })
})
