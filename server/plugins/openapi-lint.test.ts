/**
 * The API description passes Redocly's recommended rules (redocly.yaml says which rules do not
 * apply and why), examples checked against their schemas included.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from './openapi-document.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const redocly = join(root, 'node_modules', '.bin', 'redocly')

interface LintReport {
  readonly totals: { readonly errors: number; readonly warnings: number }
  readonly problems: ReadonlyArray<{ readonly ruleId: string; readonly message: string; readonly location: ReadonlyArray<{ readonly pointer: string }> }>
}

let dir: string | null = null
afterAll(async () => { if (dir) await rm(dir, { recursive: true, force: true }) })

describe('redocly lint', () => {
  it('finds no error and no warning in /openapi.json', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tala-openapi-'))
    const file = join(dir, 'openapi.json')
    await writeFile(file, JSON.stringify(buildOpenApiDocument()))
    // Exits non-zero on errors; the JSON report is on stdout either way.
    const { stdout } = await promisify(execFile)(redocly, ['lint', file, '--config', join(root, 'redocly.yaml'), '--format=json'], {
      cwd: root, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }))
    const report = JSON.parse(stdout) as LintReport
    const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`)
    expect(problems).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  }, 120_000)
})
