import { describe, it, expect } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { balanceMachine, type BalanceEvent } from './balance.machine.ts'
import { balanceModel } from './testing/models/balance.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath } from './testing/pathCoverage.ts'

describe('balance machine: generated paths', () => {
  for (const path of generatePaths(balanceModel)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(balanceModel, path)
    })
  }
  it('covers every state and transition', async () => {
    const report = await measureCoverage(balanceModel)
    expect(report.missingStates).toEqual([])
    expect(report.missingTransitions).toEqual([])
  })
})

/** A refresh whose answer the test releases, and a push source the test drives. */
function harness() {
  let answer: (value: number) => void = () => {}
  let push: (value: number) => void = () => {}
  const actor = createActor(
    balanceMachine.provide({
      actors: {
        fetchBalance: fromPromise<number, { token: string }>(() => new Promise<number>((resolve) => (answer = resolve))),
        listenForPushes: fromCallback<BalanceEvent>(({ sendBack }) => {
          push = (value) => sendBack({ type: 'balance.pushed', value })
          return () => {}
        }),
      },
    }),
  ).start()
  return { actor, answer: (v: number) => answer(v), push: (v: number) => push(v) }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('balance machine: one owner for refresh and pushes', () => {
  it('a push newer than the refresh in flight wins over its (older) answer', async () => {
    const { actor, answer, push } = harness()
    actor.send({ type: 'balance.refreshRequested', token: 't' })
    // The game settles a spin while the REST call is on the wire.
    push(950)
    answer(1000)
    await tick()
    expect(actor.getSnapshot().context.value).toBe(950)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a refresh started after the last push shows its answer', async () => {
    const { actor, answer, push } = harness()
    push(950)
    actor.send({ type: 'balance.refreshRequested', token: 't' })
    answer(1200)
    await tick()
    expect(actor.getSnapshot().context.value).toBe(1200)
  })

  it('a refresh that fails keeps the last figure and says it failed; the next refresh clears it', async () => {
    let fail = true
    const actor = createActor(
      balanceMachine.provide({ actors: { fetchBalance: fromPromise<number, { token: string }>(async () => { if (fail) throw { code: 'NETWORK', message: 'offline' }; return 1500 }) } }),
    ).start()
    actor.send({ type: 'balance.pushed', value: 900 })
    actor.send({ type: 'balance.refreshRequested', token: 't' })
    await tick()
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context.value).toBe(900)
    fail = false
    actor.send({ type: 'balance.refreshRequested', token: 't' })
    await tick()
    expect(actor.getSnapshot().hasTag('failed')).toBe(false)
    expect(actor.getSnapshot().context.value).toBe(1500)
  })

  it('logging out forgets the figure, and a late answer does not bring it back', async () => {
    const { actor, answer } = harness()
    actor.send({ type: 'balance.refreshRequested', token: 't' })
    actor.send({ type: 'session.ended' })
    answer(1000)
    await tick()
    expect(actor.getSnapshot().context.value).toBeNull()
  })
})

describe('balance machine: follows the session', () => {
  it('fetches the new session’s balance with its token, and starts over when another session begins mid-fetch', async () => {
    const asked: string[] = []
    const answers: Array<(v: number) => void> = []
    let session: (e: BalanceEvent) => void = () => {}
    const actor = createActor(
      balanceMachine.provide({
        actors: {
          fetchBalance: fromPromise<number, { token: string }>(({ input }) => {
            asked.push(input.token)
            return new Promise<number>((resolve) => answers.push(resolve))
          }),
          listenForSession: fromCallback(({ sendBack }) => {
            session = sendBack
            return () => {}
          }),
        },
      }),
    ).start()
    session({ type: 'session.started', token: 'first' })
    session({ type: 'session.started', token: 'second' })
    expect(asked).toEqual(['first', 'second'])
    answers[0]!(100)
    answers[1]!(250)
    await tick()
    expect(actor.getSnapshot().context.value).toBe(250)
    session({ type: 'session.ended' })
    expect(actor.getSnapshot().context.value).toBeNull()
  })
})
