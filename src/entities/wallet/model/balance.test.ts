import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { formatAmount } from '@/shared/lib'
import { balanceMachine } from '@machines/balance.machine.ts'
import { listenForBalancePushes } from './balance.ts'

describe('amounts (spec §9)', () => {
  it('show minor units with two decimals and thousands separators', () => {
    expect(formatAmount(0)).toBe('0.00')
    expect(formatAmount(5)).toBe('0.05')
    expect(formatAmount(123456789)).toBe('1,234,567.89')
    expect(formatAmount(-150)).toBe('-1.50')
  })
})

describe('the balance owner', () => {
  it('follows the game: a same-origin tala:balance message sets the figure, anything else is ignored', () => {
    const actor = createActor(balanceMachine.provide({ actors: { listenForPushes: listenForBalancePushes } })).start()
    const post = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }))
    post({ type: 'tala:balance', balance: 2500 })
    expect(actor.getSnapshot().context.value).toBe(2500)
    post({ type: 'tala:balance', balance: 9 }, 'https://evil.example')
    post({ type: 'tala:balance', balance: 'lots' })
    post({ type: 'other', balance: 1 })
    expect(actor.getSnapshot().context.value).toBe(2500)
    actor.stop()
    // Stopped (the app closed): the listener is gone.
    post({ type: 'tala:balance', balance: 1 })
    expect(actor.getSnapshot().context.value).toBe(2500)
  })
})
