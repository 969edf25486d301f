import { emptyCoverage, generatePaths, replayPath, type MachinePath, type PathModel } from '@machines/testing/pathCoverage.ts'

/**
 * The paths a screen walks: of the machine's generated paths (shortest to every state, and
 * through every handled edge), for each state as the model tells them apart, each state node
 * and each transition, the shortest path that reaches it. A screen path costs a render (or a
 * browser's page) and real typing, so a path that reaches only what shorter ones reached
 * already is left to the machine's own replay. Shared by the jsdom runner and the browser's.
 */
export async function screenPaths(model: PathModel): Promise<MachinePath[]> {
  const candidates = generatePaths(model)
  const reached = await Promise.all(candidates.map(async (path) => {
    const coverage = emptyCoverage()
    await replayPath(model, path, coverage)
    // A state as the model tells states apart (a form's tab, a captcha asked for) is a target too.
    const seen = path.steps.map((s) => `seen ${model.serializeState(s.state)}`)
    return { path, targets: [...seen, ...[...coverage.states].map((s) => `state ${s}`), ...[...coverage.transitions].map((t) => `transition ${t}`)] }
  }))
  const chosen = new Set<MachinePath>()
  const targets = new Set(reached.flatMap((r) => r.targets))
  for (const target of targets) {
    const shortest = reached.filter((r) => r.targets.includes(target)).sort((a, b) => a.path.steps.length - b.path.steps.length)[0]
    if (shortest) chosen.add(shortest.path)
  }
  return candidates.filter((p) => chosen.has(p))
}
