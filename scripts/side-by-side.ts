/**
 * `node --import tsx scripts/side-by-side.ts <script> <script> ...`: runs those npm scripts at
 * the same time (`npm test`: the typecheck and the lint, one core each, beside Vitest, which
 * leaves part of its two workers' cores idle), prints each one's output whole when it ends,
 * and exits non-zero when any of them failed.
 */
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)
if (names.length === 0) {
  process.stderr.write('usage: side-by-side.ts <npm script> <npm script> ...\n')
  process.exit(2)
}

const run = (name: string): Promise<boolean> =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    const done = (ok: boolean, why: string) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(`\n--- npm run ${name}: ${why} in ${seconds} s\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(ok)
    }
    child.on('error', (e) => done(false, `could not start (${e.message})`))
    child.on('close', (code, signal) => done(code === 0, code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`))
  })

const results = await Promise.all(names.map(run))
const failed = names.filter((_, i) => !results[i])
if (failed.length > 0) {
  process.stderr.write(`\nFailed: ${failed.map((n) => `npm run ${n}`).join(', ')}\n`)
  process.exit(1)
}
