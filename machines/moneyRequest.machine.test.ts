import { describe, it, expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { moneyRequestMachine } from './moneyRequest.machine.ts'

// Its generated paths drive the money pages (src/widgets/member-centre/paths/moneyRequest.paths.test.tsx,
// `npm run test:paths`); here, what the pages rely on.

describe('moneyRequest machine: what the member notices', () => {
  it('a retry after a failure sends the same request (same request id); success reports the reply once', async () => {
    const sent: unknown[] = []
    const finished: unknown[] = []
    let fail = true
    const actor = createActor(
      moneyRequestMachine.provide({
        actors: {
          submit: fromPromise(async ({ input }) => {
            sent.push(input)
            if (fail) throw { code: 'NETWORK', message: 'offline' }
            return { reference: 'DP-7' }
          }),
        },
        actions: { finished: (_, p) => finished.push(p.result) },
      }),
    ).start()
    actor.send({ type: 'request.submitted', request: { requestId: 'abc12345', amount: 500 } })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK')
    fail = false
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toEqual([{ requestId: 'abc12345', amount: 500 }, { requestId: 'abc12345', amount: 500 }])
    expect(finished).toEqual([{ reference: 'DP-7' }])
    expect(actor.getSnapshot().context.result).toEqual({ reference: 'DP-7' })
    // The failure the retry answered is gone with the success.
    expect(actor.getSnapshot().context.failure).toBeNull()
    actor.send({ type: 'request.again' })
    expect(actor.getSnapshot().context.result).toBeNull()
  })
})
