import { describe, it, expect } from 'vitest'
import { dialogModel } from './testing/models/dialog.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath } from './testing/pathCoverage.ts'

describe('dialog machine: generated paths', () => {
  const paths = generatePaths(dialogModel)

  const closedBy = (type: string) =>
    paths.some((p) => p.steps.some((s, i) => i > 0 && s.event.type === type && typeof p.steps[i - 1].state.value === 'object' && s.state.value === 'closed'))

  it('includes paths that close by time-out, by a cover click and by the button', () => {
    expect(closedBy('xstate.after.autoClose.dialog.open.timed')).toBe(true)
    expect(closedBy('cover.clicked')).toBe(true)
    expect(closedBy('dialog.dismissed')).toBe(true)
  })

  for (const path of paths) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(dialogModel, path)
    })
  }

  it('covers every state and transition', async () => {
    const report = await measureCoverage(dialogModel)
    expect(report.missingStates).toEqual([])
    expect(report.missingTransitions).toEqual([])
  })
})
