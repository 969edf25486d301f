import type { AnyMachineSnapshot } from 'xstate'
import { playerLimitMachine, type PlayerLimitContext } from '../../playerLimit.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const state = { limits: {}, realityCheckMinutes: 0, block: null, coolingOffHours: 24 }

// Branches read: whether the typed value is in range, and the field's error.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as PlayerLimitContext
  return JSON.stringify([s.value, c.draft !== null && c.draft >= c.min && c.draft <= c.max, c.invalid])
}

export const playerLimitModel: PathModel<typeof playerLimitMachine> = {
  machine: playerLimitMachine,
  input: { key: 'lossDay', min: 0, max: 1_000_000_000_000 },
  serializeState,
  simplePaths: false,
  events: [
    { type: 'limit.editStarted' },
    { type: 'limit.valueChanged', value: 500_00 },
    { type: 'limit.valueChanged', value: null },
    { type: 'limit.submitted' },
    { type: 'limit.removeRequested' },
    { type: 'limit.editCancelled' },
    { type: 'limit.retried' },
    { type: 'xstate.done.actor.saveLimit', output: { outcome: 'applied', effectiveAt: '2026-12-05T04:00:00.000Z', state } },
    { type: 'xstate.done.actor.saveLimit', output: { outcome: 'pending', effectiveAt: '2026-12-06T04:00:00.000Z', state } },
    { type: 'xstate.error.actor.saveLimit', error: { code: 'NETWORK', message: 'offline' } },
  ],
}
