import type { AnyMachineSnapshot } from 'xstate'
import { balanceMachine } from '../../balance.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const balanceModel: PathModel<typeof balanceMachine> = {
  machine: balanceMachine,
  serializeState: (s: AnyMachineSnapshot) => {
    const ctx = s.context as { value: number | null; pushedDuringRefresh: boolean }
    return JSON.stringify([s.value, ctx.value, ctx.pushedDuringRefresh])
  },
  compareContext: true,
  events: [
    { type: 'balance.refreshRequested', token: 't0k3n' },
    { type: 'balance.pushed', value: 900 },
    { type: 'session.started', token: 'n3w' },
    { type: 'session.ended' },
    { type: 'xstate.done.actor.fetchBalance', output: 1000 },
    { type: 'xstate.error.actor.fetchBalance', error: { code: 'NETWORK', message: 'offline' } },
  ],
  simplePaths: false,
}
