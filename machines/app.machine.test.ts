import { describe, it, expect } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { StatusReply } from '@/shared/api'
import { statusFixture } from '@/shared/testing'
import { appMachine } from './app.machine.ts'
import { bootMachine } from './boot.machine.ts'
import { loginMachine } from './login.machine.ts'
import { gameLaunchMachine } from './gameLaunch.machine.ts'

describe('app machine (the root of the actor system)', () => {
  it('starts each long-lived child once, under its system id, with the dependencies the root provides', async () => {
    const ready = fromPromise<void>(async () => {})
    const root = createActor(
      appMachine.provide({
        actors: {
          boot: bootMachine.provide({
            actors: { loadLocale: ready, prepare: fromPromise<void, { status: StatusReply }>(async () => {}), loadStatus: fromPromise<StatusReply, { url: string }>(async () => statusFixture()) },
          }),
        },
      }),
      { input: { url: 'tala.example' } },
    ).start()
    const boot = root.system.get('boot')
    expect(boot).toBeDefined()
    expect(root.system.get('balance')).toBeDefined()
    for (const id of ['freePlay', 'modals', 'dialog', 'loader', 'favorites', 'vendorChoice']) expect(root.system.get(id), id).toBeDefined()
    await new Promise((r) => setTimeout(r, 0))
    expect(boot.getSnapshot().value).toBe('app')
    expect(boot.getSnapshot().context.url).toBe('tala.example')
  })

  it('starts the login flow only when a login form wants it, once', async () => {
    let loads = 0
    const root = createActor(
      appMachine.provide({ actors: { loadLogin: fromPromise(async () => (loads++, loginMachine)) } }),
      { input: { url: 'tala.example' } },
    ).start()
    expect(root.getSnapshot().context.login).toBeNull()
    root.send({ type: 'login.wanted' })
    root.send({ type: 'login.wanted' })
    await new Promise((r) => setTimeout(r, 0))
    expect(root.getSnapshot().context.login?.getSnapshot().value).toBe('editing')
    root.send({ type: 'login.wanted' })
    expect(loads).toBe(1)
  })

  it('starts the launch flow at the first launch, gives it the latest request once it runs, and what a reload kept', async () => {
    const playing = { url: '/house/slot/?s=old', name: 'Old game' }
    const root = createActor(appMachine.provide({ actors: { loadGameLaunch: fromPromise(async () => gameLaunchMachine) } }), { input: { url: 'tala.example', playing } }).start()
    expect(root.getSnapshot().context.gameLaunch).toBeNull()
    const vendor = { gameType: 'SPORTS', vassalage: 'SABA' } as const
    const request = { type: 'vendor.requested', vendor, loggedIn: false, trial: false, freePlayGameTypes: [] } as const
    root.send({ type: 'game.wanted', request: { type: 'game.closed' } })
    root.send({ type: 'game.wanted', request })
    await new Promise((r) => setTimeout(r, 0))
    const flow = root.getSnapshot().context.gameLaunch!
    expect(flow.getSnapshot().context.vendor).toEqual(vendor)
    expect(flow.getSnapshot().context.playing).toEqual(playing)
    expect(root.getSnapshot().context.gameRequest).toBeNull()
  })
})
