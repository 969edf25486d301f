import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { describePath, generatePaths, replayPath } from './testing/pathCoverage.ts'
import { playerLimitModel } from './testing/models/playerLimit.model.ts'
import { realityCheckModel } from './testing/models/realityCheck.model.ts'
import type { SetPlayerLimitReply } from '@/shared/api'
import { playerLimitMachine, type LimitChange } from './playerLimit.machine.ts'
import { realityCheckMachine } from './realityCheck.machine.ts'

for (const [name, model] of [['playerLimit', playerLimitModel], ['realityCheck', realityCheckModel]] as const) {
  describe(`${name} machine: generated paths`, () => {
    for (const path of generatePaths(model)) {
      it(`replays ${describePath(path)}`, async () => {
        await replayPath(model, path)
      })
    }
  })
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('a limit: what the member sends and sees', () => {
  it('sends the typed value; a removal sends null; a pending reply keeps when it takes effect', async () => {
    const sent: LimitChange[] = []
    const actor = createActor(playerLimitMachine.provide({
      actors: { saveLimit: fromPromise<SetPlayerLimitReply, LimitChange>(async ({ input }) => {
        sent.push(input)
        return { outcome: input.value === null ? 'pending' : 'applied', effectiveAt: '2026-12-06T04:00:00.000Z', state: {} as SetPlayerLimitReply['state'] }
      }) },
    }), { input: { key: 'sessionMinutes', min: 1, max: 1440 } }).start()
    actor.send({ type: 'limit.editStarted' })
    actor.send({ type: 'limit.valueChanged', value: 2000 })
    actor.send({ type: 'limit.submitted' })
    expect(actor.getSnapshot().context.invalid).toBe(true)
    actor.send({ type: 'limit.valueChanged', value: 90 })
    actor.send({ type: 'limit.submitted' })
    await tick()
    expect(actor.getSnapshot().value).toBe('applied')
    actor.send({ type: 'limit.removeRequested' })
    await tick()
    expect(actor.getSnapshot().value).toBe('pending')
    expect(actor.getSnapshot().context.effectiveAt).toBe('2026-12-06T04:00:00.000Z')
    expect(sent).toEqual([{ key: 'sessionMinutes', value: 90 }, { key: 'sessionMinutes', value: null }])
  })
})

describe('the reality check: its interval', () => {
  it('is due after the interval, again after Continue, and a new interval starts the count again', () => {
    const clock = new SimulatedClock()
    let shown = 0
    const actor = createActor(realityCheckMachine.provide({ actions: { showCheck: () => void shown++ } }), { clock }).start()
    actor.send({ type: 'interval.changed', minutes: 30 })
    clock.increment(29 * 60_000)
    actor.send({ type: 'interval.changed', minutes: 30 })
    clock.increment(60_000)
    expect(actor.getSnapshot().value).toBe('due')
    actor.send({ type: 'check.continued' })
    actor.send({ type: 'interval.changed', minutes: 15 })
    clock.increment(14 * 60_000)
    expect(actor.getSnapshot().value).toBe('counting')
    clock.increment(60_000)
    expect(actor.getSnapshot().value).toBe('due')
    expect(shown).toBe(2)
  })
})
