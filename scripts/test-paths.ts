/**
 * `npm run test:paths`: every flow's generated paths driven through its real screen (the
 * Vitest project `paths`: src/**\/*.paths.test.tsx), then the report per machine: states,
 * transitions, paths generated, passed, failed, and each failed path's steps with the
 * expectation that broke. The same report is in docs/paths/<flow>.md.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { PathReport } from '../src/shared/testing/screen-paths/report.ts'

const RESULTS = join(process.cwd(), 'node_modules', '.cache', 'tala-paths')

rmSync(RESULTS, { recursive: true, force: true })
const run = spawnSync('npx', ['vitest', 'run', '--project', 'paths', ...process.argv.slice(2)], { stdio: 'inherit' })

const reports: PathReport[] = existsSync(RESULTS)
  ? readdirSync(RESULTS).filter((f) => f.endsWith('.json')).sort().map((f) => JSON.parse(readFileSync(join(RESULTS, f), 'utf8')) as PathReport)
  : []

const rows = reports.map((r) => {
  const passed = r.results.filter((x) => x.passed).length
  return [r.name, r.machine, `${r.statesReached}/${r.states}`, `${r.transitionsTaken}/${r.transitions}`, r.generated, passed, r.results.length - passed]
})
const head = ['flow', 'machine', 'states reached', 'transitions taken', 'paths', 'passed', 'failed']
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
const line = (cells: ReadonlyArray<unknown>) => cells.map((c, i) => String(c).padEnd(widths[i]!)).join('  ')
console.log(`\nGenerated paths on the real screens (docs/paths/)\n${line(head)}\n${rows.map(line).join('\n')}`)

for (const r of reports) {
  for (const p of r.results.filter((x) => !x.passed)) {
    console.log(`\n✗ ${r.name} path ${p.index}, broke at step ${p.failedStep}: expected ${p.expectation}`)
    p.steps.forEach((s, i) => console.log(`  ${i === p.failedStep ? '✗' : i < p.failedStep! ? '✓' : ' '} ${i}. ${s}`))
    console.log(`  ${(p.message ?? '').split('\n').find((l) => l.trim()) ?? ''}`)
  }
  // A screen's declared reason (another screen of the machine reaches it, or none can) follows it.
  const why = (key: string) => (r.why?.[key] ? ` (${r.why[key]})` : '')
  for (const s of r.missingStates) console.log(`  ${r.name}: state ${s} reached by no passing path${why(s)}`)
  for (const t of r.missingTransitions) console.log(`  ${r.name}: transition ${t} taken by no passing path${why(t)}`)
}
process.exit(run.status ?? 1)
