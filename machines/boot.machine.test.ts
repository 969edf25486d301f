import { describe, it, expect } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { StatusReply } from '@/shared/api'
import { bootMachine } from './boot.machine.ts'
import { bootModel, bootReplies } from './testing/models/boot.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath } from './testing/pathCoverage.ts'

describe('boot machine: generated paths', () => {
  const paths = generatePaths(bootModel)

  it('generates a path to every branch, including a retry after a failure', () => {
    const ends = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    expect([...ends].sort()).toEqual([
      '"app"', '"failed"', '"loading"', '"preparing"',
      '{"denied":"checking"}', '{"denied":"retrying"}', '{"denied":"waiting"}',
      '{"maintenance":"checking"}', '{"maintenance":"retrying"}', '{"maintenance":"waiting"}',
      '{"starting":{"locale":"loading","status":"answered"}}', '{"starting":{"locale":"loading","status":"loading"}}',
      '{"starting":{"locale":"ready","status":"loading"}}', '{"starting":{"locale":"retry","status":"answered"}}',
      '{"starting":{"locale":"retry","status":"loading"}}',
    ])
    expect(paths.some((p) => p.steps.some((s) => s.event.type === 'retry.requested'))).toBe(true)
  })

  for (const path of paths) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(bootModel, path)
    })
  }

  it('covers every state and transition', async () => {
    const report = await measureCoverage(bootModel)
    expect(report.missingStates).toEqual([])
    expect(report.missingTransitions).toEqual([])
  })
})

const ready = fromPromise<void>(async () => {})
const prepared = fromPromise<void, { status: StatusReply }>(async () => {})
const booted = (answer: (input: { url: string }) => Promise<StatusReply>, url = 'x') =>
  createActor(bootMachine.provide({ actors: { loadLocale: ready, prepare: prepared, loadStatus: fromPromise(({ input }) => answer(input)) } }), { input: { url } }).start()
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('boot machine: details the paths do not show', () => {
  it('sends the current host as url and keeps the reply in context', async () => {
    const seen: unknown[] = []
    const actor = booted(async (input) => (seen.push(input), bootReplies.normal), 'play.tala.example')
    await settle()
    expect(seen).toEqual([{ url: 'play.tala.example' }])
    expect(actor.getSnapshot().value).toBe('app')
    expect(actor.getSnapshot().context.status).toBe(bootReplies.normal)
  })

  it('asks for the status while the locale still loads, and waits for the locale before any screen', async () => {
    let localeLoaded: () => void = () => {}
    const asked: string[] = []
    const actor = createActor(
      bootMachine.provide({
        actors: {
          loadLocale: fromPromise<void>(() => new Promise<void>((resolve) => { asked.push('locale'); localeLoaded = resolve })),
          loadStatus: fromPromise<StatusReply, { url: string }>(async () => (asked.push('status'), bootReplies.maintenance)),
          prepare: prepared,
        },
      }),
      { input: { url: 'x' } },
    ).start()
    await settle()
    expect(asked).toEqual(['locale', 'status'])
    expect(actor.getSnapshot().value).toEqual({ starting: { locale: 'loading', status: 'answered' } })
    expect(actor.getSnapshot().hasTag('splash')).toBe(true)
    localeLoaded()
    await settle()
    expect(actor.getSnapshot().matches('maintenance')).toBe(true)
  })

  it('maintenance wins over a region restriction', async () => {
    const actor = booted(async () => bootReplies.maintenanceAndDenied)
    await settle()
    expect(actor.getSnapshot().matches('maintenance')).toBe(true)
  })

  it('keeps the failure code and message for the retry screen', async () => {
    const actor = booted(async () => Promise.reject({ code: 'INTERNAL', message: 'boom' }))
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'INTERNAL', message: 'boom' })
    expect(actor.getSnapshot().can({ type: 'retry.requested' })).toBe(true)
  })

  it('retries the locale after a growing back-off (1 s, 2 s, 4 s)', async () => {
    const clock = new SimulatedClock()
    let calls = 0
    const actor = createActor(
      bootMachine.provide({ actors: { loadLocale: fromPromise(async () => { calls += 1; if (calls < 4) throw new Error('offline') }), loadStatus: fromPromise<StatusReply, { url: string }>(async () => bootReplies.normal), prepare: prepared } }),
      { input: { url: 'x' }, clock },
    ).start()
    await settle()
    expect(actor.getSnapshot().hasTag('splash')).toBe(true)
    expect(actor.getSnapshot().matches({ starting: { locale: 'retry' } })).toBe(true)
    for (const wait of [1000, 2000, 4000]) {
      clock.increment(wait - 1)
      await settle()
      expect(actor.getSnapshot().matches({ starting: { locale: 'retry' } })).toBe(true)
      clock.increment(1)
      await settle()
    }
    expect(calls).toBe(4)
    expect(actor.getSnapshot().value).toBe('app')
  })

  it('maintenance switched on while browsing shows the maintenance screen; a region block, Access Denied with the address', async () => {
    const open = booted(async () => bootReplies.normal)
    await settle()
    expect(open.getSnapshot().value).toBe('app')
    open.send({ type: 'site.closed', reason: 'maintenance' })
    expect(open.getSnapshot().matches('maintenance')).toBe(true)

    const blocked = booted(async () => bootReplies.normal)
    await settle()
    blocked.send({ type: 'site.closed', reason: 'regionRestricted', location: { ip: '203.0.113.9', country: 'SG' } })
    expect(blocked.getSnapshot().matches('denied')).toBe(true)
    expect(blocked.getSnapshot().context.status?.location).toEqual({ ip: '203.0.113.9', country: 'SG' })
  })

  it('in maintenance, asks the status again every poll and opens the app by itself when it says open', async () => {
    const clock = new SimulatedClock()
    const replies = [bootReplies.maintenance, bootReplies.maintenance, bootReplies.normal]
    let calls = 0
    const actor = createActor(
      bootMachine.provide({ actors: { loadLocale: ready, prepare: prepared, loadStatus: fromPromise(async () => replies[calls++]!) }, delays: { statusPoll: 15_000 } }),
      { input: { url: 'x' }, clock },
    ).start()
    await settle()
    expect(actor.getSnapshot().matches('maintenance')).toBe(true)
    for (const expected of ['maintenance', 'app']) {
      clock.increment(14_999)
      await settle()
      expect(actor.getSnapshot().matches('maintenance')).toBe(true)
      clock.increment(1)
      await settle()
      expect(actor.getSnapshot().matches(expected as 'maintenance' | 'app')).toBe(true)
    }
    expect(calls).toBe(3)
    expect(actor.getSnapshot().context.status).toBe(bootReplies.normal)
  })

  it('Access Denied lifted: the next poll opens the app', async () => {
    const clock = new SimulatedClock()
    let calls = 0
    const actor = createActor(
      bootMachine.provide({ actors: { loadLocale: ready, prepare: prepared, loadStatus: fromPromise(async () => (calls++ === 0 ? bootReplies.denied : bootReplies.normal)) }, delays: { statusPoll: 15_000 } }),
      { input: { url: 'x' }, clock },
    ).start()
    await settle()
    expect(actor.getSnapshot().matches('denied')).toBe(true)
    clock.increment(15_000)
    await settle()
    expect(actor.getSnapshot().value).toBe('app')
  })

  it('a poll that fails keeps the maintenance screen and asks again after 2 s, 4 s, 8 s ... at most 60 s', async () => {
    const clock = new SimulatedClock()
    let calls = 0
    const actor = createActor(
      bootMachine.provide({
        actors: {
          loadLocale: ready,
          prepare: prepared,
          // Maintenance, then the server cannot be reached for a while, then it is open.
          loadStatus: fromPromise(async () => {
            calls += 1
            if (calls === 1) return bootReplies.maintenance
            if (calls < 9) throw { code: 'NETWORK', message: 'Failed to fetch' }
            return bootReplies.normal
          }),
        },
        delays: { statusPoll: 15_000 },
      }),
      { input: { url: 'x' }, clock },
    ).start()
    await settle()
    clock.increment(15_000)
    await settle()
    for (const wait of [2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]) {
      expect(actor.getSnapshot().matches({ maintenance: 'retrying' })).toBe(true)
      clock.increment(wait - 1)
      await settle()
      expect(actor.getSnapshot().matches({ maintenance: 'retrying' })).toBe(true)
      clock.increment(1)
      await settle()
    }
    expect(calls).toBe(9)
    expect(actor.getSnapshot().value).toBe('app')
  })

  it('the browser coming back online asks at once, without waiting for the poll', async () => {
    let online: () => void = () => {}
    let calls = 0
    const actor = createActor(
      bootMachine.provide({
        actors: {
          loadLocale: ready,
          prepare: prepared,
          loadStatus: fromPromise(async () => (calls++ === 0 ? bootReplies.maintenance : bootReplies.normal)),
          waitForConnection: fromCallback(({ sendBack }) => {
            online = () => sendBack({ type: 'retry.requested' })
          }),
        },
      }),
      { input: { url: 'x' }, clock: new SimulatedClock() },
    ).start()
    await settle()
    expect(actor.getSnapshot().matches('maintenance')).toBe(true)
    online()
    await settle()
    expect(actor.getSnapshot().value).toBe('app')
  })
})
