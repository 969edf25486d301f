import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface PathResult {
  readonly index: number
  readonly steps: ReadonlyArray<string>
  readonly passed: boolean
  readonly failedStep?: number
  readonly expectation?: string
  readonly message?: string
}

export interface PathReport {
  readonly name: string
  readonly machine: string
  readonly states: number
  readonly transitions: number
  readonly statesReached: number
  readonly transitionsTaken: number
  readonly missingStates: ReadonlyArray<string>
  readonly missingTransitions: ReadonlyArray<string>
  /** Why a state or transition is not reached here (the screen model's `elsewhere` and `unreachable`). */
  readonly why?: Readonly<Record<string, string>>
  readonly generated: number
  readonly results: ReadonlyArray<PathResult>
}

/** Where `npm run test:paths` reads each flow's figures after the run (scripts/paths-report.ts). */
export const PATH_RESULTS_DIR = join(process.cwd(), 'node_modules', '.cache', 'tala-paths')
export const PATH_DOCS_DIR = join(process.cwd(), 'docs', 'paths')

const firstLine = (text: string) => text.split('\n').find((l) => l.trim() !== '')?.trim() ?? ''

/** The report QA reads: the figures, then every path with its steps; a failed one marks the step that broke. */
export function pathMarkdown(r: PathReport): string {
  const passed = r.results.filter((x) => x.passed).length
  const lines = [
    `# ${r.name}: generated paths on the real screen`,
    '',
    `Written by \`npm run test:paths\` from the flow's test model; do not edit.`,
    '',
    '| machine | states | transitions | paths generated | passed | failed | states reached | transitions taken |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| \`${r.machine}\` | ${r.states} | ${r.transitions} | ${r.generated} | ${passed} | ${r.results.length - passed} | ${r.statesReached} | ${r.transitionsTaken} |`,
    '',
  ]
  if (r.missingStates.length > 0 || r.missingTransitions.length > 0) {
    const why = (key: string) => (r.why?.[key] ? `: ${r.why[key]}` : '')
    lines.push('## Not reached by a passing path', '', ...r.missingStates.map((s) => `- state \`${s}\`${why(s)}`), ...r.missingTransitions.map((t) => `- transition \`${t}\`${why(t)}`), '')
  }
  lines.push('## Paths', '')
  for (const p of r.results) {
    lines.push(`### Path ${p.index}: ${p.passed ? 'passed' : `FAILED at step ${p.failedStep}`}`, '')
    p.steps.forEach((s, i) => lines.push(`${i}. ${p.passed || i < p.failedStep! ? '' : i === p.failedStep ? '**✗** ' : '(not run) '}${s}`))
    if (!p.passed) lines.push('', `Expected: ${p.expectation}. ${firstLine(p.message ?? '')}`)
    lines.push('')
  }
  return lines.join('\n')
}

export function writePathReport(r: PathReport): void {
  mkdirSync(PATH_RESULTS_DIR, { recursive: true })
  mkdirSync(PATH_DOCS_DIR, { recursive: true })
  writeFileSync(join(PATH_RESULTS_DIR, `${r.name}.json`), JSON.stringify(r, null, 2))
  writeFileSync(join(PATH_DOCS_DIR, `${r.name}.md`), pathMarkdown(r))
}
