import { describe, it, expect } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { StatusReply } from '@/shared/api'
import { statusFixture } from '@/shared/testing'
import { appMachine } from './app.machine.ts'
import { bootMachine } from './boot.machine.ts'
import { loginMachine } from './login.machine.ts'

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
    expect(root.system.get('gameLaunch')).toBeDefined()
    for (const id of ['freePlay', 'modals', 'dialog', 'loader', 'favorites', 'vendorChoice']) expect(root.system.get(id), id).toBeDefined()
    await new Promise((r) => setTimeout(r, 0))
    expect(boot.getSnapshot().value).toBe('app')
    expect(boot.getSnapshot().context.url).toBe('tala.example')
  })

  it('starts the login flow only when a login form wants it, once, under its system id', async () => {
    let loads = 0
    const root = createActor(
      appMachine.provide({ actors: { loadLogin: fromPromise(async () => (loads++, loginMachine)) } }),
      { input: { url: 'tala.example' } },
    ).start()
    expect(root.system.get('login')).toBeUndefined()
    root.send({ type: 'login.wanted' })
    root.send({ type: 'login.wanted' })
    await new Promise((r) => setTimeout(r, 0))
    expect(root.system.get('login')).toBe(root.getSnapshot().context.login)
    expect(root.system.get('login')?.getSnapshot().value).toBe('editing')
    root.send({ type: 'login.wanted' })
    expect(loads).toBe(1)
  })
})
