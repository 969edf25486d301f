import type { AnyMachineSnapshot } from 'xstate'
import { chatSendMachine, type ChatSendContext } from '../../chatSend.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

// Branches read: the state, whether the draft may go, the mute's end known, a failure shown.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as ChatSendContext
  return JSON.stringify([s.value, c.problem, c.muteLeftMs === null, c.failure !== null])
}

const events = [
  { type: 'draft.changed', value: 'good luck all', problem: null },
  { type: 'draft.changed', value: '', problem: 'empty' },
  { type: 'message.submitted' },
  { type: 'standing.changed', standing: { muted: true, secondsLeft: 600 } },
  { type: 'standing.changed', standing: { muted: true, secondsLeft: null } },
  { type: 'standing.changed', standing: { muted: false, secondsLeft: null } },
  { type: 'xstate.done.actor.sendMessage', output: { message: { id: 1 } } },
  { type: 'xstate.error.actor.sendMessage', error: { code: 'RATE_LIMITED', message: 'wait', value: { retryAfterSeconds: 12 } } },
  { type: 'xstate.error.actor.sendMessage', error: { code: 'CHAT_MUTED', message: 'muted', value: { until: 1, secondsLeft: 60 } } },
  { type: 'xstate.error.actor.sendMessage', error: { code: 'ON_BREAK', message: 'break', value: { kind: 'break' } } },
  { type: 'xstate.error.actor.sendMessage', error: { code: 'NETWORK', message: '' } },
  { type: 'xstate.after.cooldown.chatSend.cooling' },
  { type: 'xstate.after.muteEnds.chatSend.muted' },
]

const delays = {
  cooldown: (s: AnyMachineSnapshot) => (s.context as ChatSendContext).retryAfterMs,
  muteEnds: (s: AnyMachineSnapshot) => (s.context as ChatSendContext).muteLeftMs ?? 0,
}

export const chatSendModel: PathModel<typeof chatSendMachine> = {
  machine: chatSendMachine,
  serializeState,
  events,
  delays,
  simplePaths: false,
}
