/**
 * `npm run bench`: runs every script in scripts/bench/ (in name order), each in its own
 * process, and prints their figures. Exits non-zero when any reports a budget missed.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const dir = join(import.meta.dirname, 'bench')
const scripts = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()
let failed: string[] = []
for (const script of scripts) {
  console.log(`\n== ${script} ==`)
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, script)], { stdio: 'inherit' })
  if (run.status !== 0) failed = [...failed, script]
}
console.log(failed.length ? `\nover budget or failed: ${failed.join(', ')}` : '\nall benches within budget')
process.exit(failed.length ? 1 : 0)
