/**
 * `npm run bench`: runs every scripts/bench/*.ts in name order, each in its own process (a
 * bench may start servers and exit), and prints their figures against the budgets in the
 * README. A script either runs at top level or exports `main()`. `npm run bench -- wallet`
 * runs one (`-- salary`: real-time salary settlement under wallet load, scripts/bench/salary.ts; `-- lottery`: one e-lottery draw of 100,000 tickets settled under wallet load, scripts/bench/lottery.ts). Exits non-zero when any bench failed or reported a budget missed.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { join } from 'node:path'

const dir = fileURLToPath(new URL('./bench/', import.meta.url))
const only = process.argv.slice(2)
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, '')))
const failed: string[] = []
for (const file of files) {
  console.log(`\n== bench ${file.replace(/\.ts$/, '')} ==`)
  const url = pathToFileURL(join(dir, file)).href
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e',
    `const m = await import(${JSON.stringify(url)}); if (typeof m.main === 'function') await m.main()`], { stdio: 'inherit' })
  if (run.status !== 0) failed.push(file)
}
console.log(failed.length ? `\nover budget or failed: ${failed.join(', ')}` : '\nall benches done')
process.exit(failed.length ? 1 : 0)
