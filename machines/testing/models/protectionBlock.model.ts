import type { AnyMachineSnapshot } from 'xstate'
import { protectionBlockMachine } from '../../protectionBlock.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const block = { kind: 'break', startedAt: '2026-12-05T04:00:00.000Z', until: '2026-12-05T04:15:00.000Z' }

export const protectionBlockModel: PathModel<typeof protectionBlockMachine> = {
  machine: protectionBlockMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  events: [
    { type: 'block.requested', request: { kind: 'break', duration: '15m' } },
    { type: 'block.requested', request: { kind: 'exclusion', duration: 'permanent' } },
    { type: 'block.confirmed' },
    { type: 'block.cancelled' },
    { type: 'xstate.done.actor.takeBlock', output: { block } },
    { type: 'xstate.error.actor.takeBlock', error: { code: 'PROTECTION_ACTIVE', message: 'A longer block is in force.' } },
  ],
}
