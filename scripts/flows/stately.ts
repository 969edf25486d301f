/**
 * A machine as plain JSON in the shape `createMachine` and the Stately visualizer import:
 * states, initial, on / after / always with `#id` targets, invoke (src, id, onDone, onError),
 * onDone, guards and actions by name, tags, entry and exit. Implementations (what a guard
 * checks, what an action does, inputs, params) stay in the machine file.
 */
import type { AnyStateMachine } from 'xstate'
import { actionName, guardName, invokeSrc, isAfterTimer, type AnyNode } from './names.ts'

export interface StatelyTransition {
  /** `#<state id>`; a list only when a transition enters several parallel regions. */
  target?: string | string[]
  guard?: string
  actions?: string[]
  reenter?: true
  description?: string
}

/** One transition as an object, several (tried in order) as a list. */
export type StatelyTransitions = StatelyTransition | StatelyTransition[]

export interface StatelyInvoke {
  id: string
  src: string
  systemId?: string
  onDone?: StatelyTransitions
  onError?: StatelyTransitions
  onSnapshot?: StatelyTransitions
}

export interface StatelyState {
  type?: 'parallel' | 'final' | 'history'
  history?: 'shallow' | 'deep'
  initial?: string
  description?: string
  tags?: string[]
  entry?: string[]
  exit?: string[]
  invoke?: StatelyInvoke[]
  on?: Record<string, StatelyTransitions>
  after?: Record<string, StatelyTransitions>
  always?: StatelyTransitions
  onDone?: StatelyTransitions
  states?: Record<string, StatelyState>
}

export interface StatelyMachine extends StatelyState {
  id: string
  context?: unknown
}

type Transition = { target?: ReadonlyArray<AnyNode>; guard?: unknown; actions: ReadonlyArray<unknown>; reenter?: boolean; description?: string }

const transition = (t: Transition): StatelyTransition => {
  const out: StatelyTransition = {}
  const targets = (t.target ?? []).map((n) => `#${n.id}`)
  if (targets.length) out.target = targets.length === 1 ? targets[0] : targets
  if (t.guard) out.guard = guardName(t.guard)
  if (t.actions.length) out.actions = t.actions.map(actionName)
  if (t.reenter) out.reenter = true
  if (t.description) out.description = t.description
  return out
}

const one = (list: StatelyTransition[]): StatelyTransitions => (list.length === 1 ? list[0]! : list)

const names = (actions: ReadonlyArray<unknown>) => actions.filter((a) => !isAfterTimer(a)).map(actionName)

function state(node: AnyNode): StatelyState {
  const out: StatelyState = {}
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') out.type = node.type
  if (node.type === 'history' && node.history) out.history = node.history
  if (node.type === 'compound' && node.initial?.target[0]) out.initial = node.initial.target[0].key
  if (node.description) out.description = node.description
  if (node.tags.length) out.tags = [...node.tags]
  const entry = names(node.entry)
  if (entry.length) out.entry = entry
  const exit = names(node.exit)
  if (exit.length) out.exit = exit

  // xstate keeps every transition in one map; put each back where the config writes it.
  const invokes: StatelyInvoke[] = node.invoke.map((def, i) => ({ id: def.id, src: invokeSrc(node, i), ...(typeof def.systemId === 'string' ? { systemId: def.systemId } : {}) }))
  const afterEvents = new Map(node.after.map((t) => [t.eventType, String(t.delay)]))
  for (const [event, transitions] of node.transitions as Map<string, Transition[]>) {
    const list = transitions.map(transition)
    const compact = one(list)
    const invoked = invokes.find((inv) => event === `xstate.done.actor.${inv.id}` || event === `xstate.error.actor.${inv.id}` || event === `xstate.snapshot.${inv.id}`)
    const delay = afterEvents.get(event)
    if (invoked) {
      const key = event.startsWith('xstate.done.') ? 'onDone' : event.startsWith('xstate.error.') ? 'onError' : 'onSnapshot'
      invoked[key] = compact
    } else if (event === `xstate.done.state.${node.id}`) {
      out.onDone = compact
    } else if (delay !== undefined) {
      // Each delay has its own event, so its transitions arrive together.
      out.after = { ...out.after, [delay]: compact }
    } else {
      out.on = { ...out.on, [event]: compact }
    }
  }
  if (invokes.length) out.invoke = invokes
  if (node.always?.length) out.always = one(node.always.map((t) => transition(t as Transition)))

  const children = Object.entries(node.states) as Array<[string, AnyNode]>
  if (children.length) out.states = Object.fromEntries(children.map(([key, child]) => [key, state(child)]))
  return out
}

/** Plain JSON context only (a function or a class instance is the app's business). */
const jsonContext = (context: unknown): unknown => {
  if (context === undefined || typeof context === 'function') return undefined
  try {
    return JSON.parse(JSON.stringify(context)) as unknown
  } catch {
    return undefined
  }
}

export function statelyConfig(machine: AnyStateMachine): StatelyMachine {
  const context = jsonContext(machine.config.context)
  return { id: machine.id, ...(context === undefined ? {} : { context }), ...state(machine.root as AnyNode) }
}
