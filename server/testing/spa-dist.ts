/** A built SPA for tests: a temporary dist directory holding the given files (paths relative to it). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export const writeSpaDist = (files: Readonly<Record<string, string | Buffer>>): string => {
  const dist = mkdtempSync(join(tmpdir(), 'tala-dist-'))
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    writeFileSync(join(dist, path), body)
  }
  return dist
}
