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
}

// What no screen of a machine reaches (its screens together), with the reason one declares.
const machines = [...new Set(reports.map((r) => r.machine))]
const missedByAll = (mine: PathReport[], pick: (r: PathReport) => ReadonlyArray<string>) => pick(mine[0]!).filter((x) => mine.every((r) => pick(r).includes(x)))
for (const machine of machines) {
  const mine = reports.filter((r) => r.machine === machine)
  const why = (key: string) => mine.map((r) => r.why?.[key]).find((w) => w !== undefined)
  const missed = [...missedByAll(mine, (r) => r.missingStates).map((s) => `state ${s}`), ...missedByAll(mine, (r) => r.missingTransitions).map((t) => `transition ${t}`)]
  for (const m of missed) console.log(`  ${machine}: ${m} is reached by no screen${why(m.slice(m.indexOf(' ') + 1)) ? ` (${why(m.slice(m.indexOf(' ') + 1))})` : ''}`)
}
process.exit(run.status ?? 1)
