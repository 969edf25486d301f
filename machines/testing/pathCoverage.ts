/**
 * Model-based testing for machines (design.md, "Machines"): paths generated from the machine
 * graph with `xstate/graph`, replayed against the real machine.
 *
 * - `generatePaths(model)`: the shortest path to every state, every simple path, and, for
 *   every handled (state, event) edge of the graph, the shortest path to its source plus that
 *   edge, so every transition the listed events can take is on some path. The runtime-only
 *   `xstate.init` first step is kept in `steps[0]` (it is the start state) and never sent.
 * - `replayPath(model, path)`: runs the machine with every `setup` actor replaced by a fake
 *   promise that resolves or rejects when the path's `xstate.done.actor.<id>` /
 *   `xstate.error.actor.<id>` step says, advances a `SimulatedClock` for `xstate.after.*`
 *   steps, sends every other event, and asserts the snapshot after every step.
 * - `measureCoverage(model)`: replays every generated path and reports the states and the
 *   transitions of the machine that no path reached.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { AnyActorLogic, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph'
import type { StatePath, Step } from 'xstate/graph'
import { expect } from 'vitest'

export type MachinePath = StatePath<AnyMachineSnapshot, AnyEventObject>
export type MachineStep = Step<AnyMachineSnapshot, AnyEventObject>

export interface PathModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  readonly machine: TMachine
  /**
   * The events explored in every state, with their payloads: `xstate.done.actor.<id>` with
   * an `output` per branch, `xstate.error.actor.<id>` with an `error`,
   * `xstate.after.<delay>.<state id>`, and the machine's own events.
   */
  readonly events: readonly AnyEventObject[]
  /**
   * How a snapshot is told apart: its value plus whatever context the flow branches on.
   * Never the whole context when it grows without bound (toolchain.md).
   */
  readonly serializeState: (snapshot: AnyMachineSnapshot) => string
  readonly input?: unknown
  /** Milliseconds of each named delay, to advance the simulated clock on `xstate.after.*`. */
  readonly delays?: Readonly<Record<string, number | ((snapshot: AnyMachineSnapshot) => number)>>
  /** Include every simple path (default true); turn off for machines with many loops. */
  readonly simplePaths?: boolean
  /**
   * Also compare the whole context after each step (default false). Only safe when
   * `serializeState` covers all of the context: the graph keeps one snapshot per serialized
   * state, so contexts that serialize alike are merged.
   */
  readonly compareContext?: boolean
  /**
   * Whether `event` can be caused in `snapshot` by whatever drives the machine (a screen that
   * offers no way to send it there leaves it out); default: every listed event, everywhere.
   */
  readonly offered?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean
}

const INIT = 'xstate.init'
const DONE = 'xstate.done.actor.'
const ERROR = 'xstate.error.actor.'
const AFTER = 'xstate.after.'

const eventKey = (event: AnyEventObject) => JSON.stringify(event)
const pathKey = (path: MachinePath) => path.steps.map((s) => eventKey(s.event)).join(' > ')

export function describePath(path: MachinePath): string {
  const [first, ...rest] = path.steps
  const start = JSON.stringify(first?.state.value ?? path.state.value)
  return [start, ...rest.map((s) => `--${s.event.type}--> ${JSON.stringify(s.state.value)}`)].join(' ')
}

/**
 * Only events that can really happen in a state are explored: an actor's done/error event
 * while that actor is invoked, a delayed event while its state is active. (An error event
 * nobody handles would otherwise put the machine in its error status, which no real run does.)
 */
export function canHappen(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const nodes = snapshot._nodes as AnyStateNode[]
  const actorEvent = event.type.startsWith(DONE) ? DONE : event.type.startsWith(ERROR) ? ERROR : null
  if (actorEvent) {
    const id = event.type.slice(actorEvent.length)
    return nodes.some((n) => n.invoke.some((inv) => inv.id === id))
  }
  if (event.type.startsWith(AFTER)) {
    const rest = event.type.slice(AFTER.length)
    const stateId = rest.slice(rest.indexOf('.') + 1)
    return nodes.some((n) => n.id === stateId)
  }
  return true
}

function traversalOptions(model: PathModel) {
  return {
    events: model.events as AnyEventObject[],
    filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => canHappen(snapshot, event) && (model.offered?.(snapshot, event) ?? true),
    // The snapshot status is part of the state, so a stopped or errored machine is never
    // mistaken for an active one.
    serializeState: (snapshot: AnyMachineSnapshot) => `${snapshot.status}:${model.serializeState(snapshot)}`,
    input: model.input,
  }
}

/** Every path the model asks for, deduplicated, prefixes of longer paths dropped. */
export function generatePaths(model: PathModel): MachinePath[] {
  const machine = model.machine as AnyActorLogic
  const options = traversalOptions(model)
  const shortest = getShortestPaths(machine, options) as MachinePath[]
  const simple = model.simplePaths === false ? [] : (getSimplePaths(machine, options) as MachinePath[])

  // Transition cover: shortest path to each state, then each handled edge out of it.
  const bySerial = new Map<string, MachinePath>()
  for (const path of shortest) bySerial.set(options.serializeState(path.state), path)
  const adjacency = getAdjacencyMap(machine, options) as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }>
  const edges: MachinePath[] = []
  for (const [serial, { state, transitions }] of Object.entries(adjacency)) {
    const head = bySerial.get(serial)
    if (!head) continue
    for (const { event, state: next } of Object.values(transitions)) {
      if (state.machine.getTransitionData(state, event).length === 0) continue
      edges.push({ state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 })
    }
  }

  const unique = new Map<string, MachinePath>()
  for (const path of [...shortest, ...simple, ...edges]) unique.set(pathKey(path), path)
  const keys = [...unique.keys()]
  return [...unique.entries()]
    .filter(([key]) => !keys.some((other) => other !== key && other.startsWith(`${key} > `)))
    .map(([, path]) => path)
    .sort((a, b) => a.steps.length - b.steps.length || pathKey(a).localeCompare(pathKey(b)))
}

/** Every state node id and every transition of a machine, as coverage keys. */
export function inventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = getStateNodes(machine.root) as AnyStateNode[]
  const transitions: string[] = []
  for (const node of [machine.root as AnyStateNode, ...nodes]) {
    for (const [, defs] of node.transitions) defs.forEach((t) => transitions.push(transitionKey(t) ?? '?'))
    node.always?.forEach((t) => transitions.push(transitionKey(t) ?? '?'))
  }
  return { states: nodes.map((n) => n.id), transitions }
}

/** `source --event#n--> targets`; null for a transition that is not in the machine's tables (initial). */
export function transitionKey(t: AnyTransitionDefinition): string | null {
  const source = t.source as AnyStateNode
  const targets = (t.target ?? []).map((n) => (n as AnyStateNode).id).join(',') || '(self)'
  const always = source.always?.indexOf(t) ?? -1
  if (always >= 0) return `${source.id} --always#${always}--> ${targets}`
  const index = source.transitions.get(t.eventType)?.indexOf(t) ?? -1
  if (index < 0) return null
  return `${source.id} --${t.eventType}#${index}--> ${targets}`
}

export interface Coverage {
  readonly states: Set<string>
  readonly transitions: Set<string>
}
export const emptyCoverage = (): Coverage => ({ states: new Set(), transitions: new Set() })

interface Deferred {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

function delayOf(model: PathModel, type: string, snapshot: AnyMachineSnapshot): number {
  const rest = type.slice(AFTER.length)
  const key = rest.slice(0, rest.indexOf('.'))
  if (/^\d+$/.test(key)) return Number(key)
  const delay = model.delays?.[key]
  if (delay === undefined) throw new Error(`The path model gives no milliseconds for the delay "${key}" (${type})`)
  return typeof delay === 'function' ? delay(snapshot) : delay
}

/**
 * Replays one path against the real machine and asserts the snapshot after every step.
 * Records reached states and taken transitions into `coverage` when given.
 */
export async function replayPath(model: PathModel, path: MachinePath, coverage?: Coverage): Promise<void> {
  const [first, ...steps] = path.steps
  if (!first || first.event.type !== INIT) throw new Error(`A generated path starts with ${INIT}: ${describePath(path)}`)

  const pending = new Map<string, Deferred>()
  const fakeActors = Object.fromEntries(
    Object.keys(model.machine.implementations.actors ?? {}).map((name) => [
      name,
      fromPromise<unknown, unknown>(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  )
  const clock = new SimulatedClock()
  const session: { id?: string } = {}
  const record = (snapshot: AnyMachineSnapshot) => {
    if (!coverage) return
    for (const node of snapshot._nodes as AnyStateNode[]) if (node.parent) coverage.states.add(node.id)
  }
  const inspect = (ev: InspectionEvent) => {
    // The machine under test is the root (its start's eventless steps come before `session.id` is known).
    if (!coverage || ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== (session.id ?? ev.rootId)) return
    // A transient state (left at once by an eventless transition) shows only in a microstep.
    record(ev.snapshot as AnyMachineSnapshot)
    for (const t of ev._transitions) {
      const key = transitionKey(t)
      if (key) coverage.transitions.add(key)
    }
  }
  const actor = createActor(model.machine.provide({ actors: fakeActors }) as AnyStateMachine, { input: model.input, clock, inspect })
  session.id = actor.sessionId

  const where = (i: number) => `after step ${i} of ${describePath(path)}`
  const check = (expected: AnyMachineSnapshot, i: number) => {
    const actual = actor.getSnapshot() as AnyMachineSnapshot
    record(actual)
    expect(actual.value, where(i)).toEqual(expected.value)
    expect(actual.status, where(i)).toBe(expected.status)
    expect(model.serializeState(actual), where(i)).toBe(model.serializeState(expected))
    if (model.compareContext === true) expect(actual.context, where(i)).toEqual(expected.context)
  }

  actor.start()
  try {
    check(first.state, 0)
    for (const [index, step] of steps.entries()) {
      const { event } = step
      if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
        const id = event.type.slice(event.type.startsWith(DONE) ? DONE.length : ERROR.length)
        const deferred = pending.get(id)
        if (!deferred) throw new Error(`No running actor "${id}" to settle ${where(index)}`)
        pending.delete(id)
        if (event.type.startsWith(DONE)) deferred.resolve((event as { output?: unknown }).output)
        else deferred.reject((event as { error?: unknown }).error)
        await settle()
      } else if (event.type.startsWith(AFTER)) {
        clock.increment(delayOf(model, event.type, actor.getSnapshot() as AnyMachineSnapshot))
        await settle()
      } else {
        actor.send(event)
      }
      check(step.state, index + 1)
    }
  } finally {
    actor.stop()
  }
}

export interface CoverageReport {
  readonly paths: MachinePath[]
  readonly missingStates: string[]
  readonly missingTransitions: string[]
}

/** Replays every generated path; lists what no path reached. */
export async function measureCoverage(model: PathModel): Promise<CoverageReport> {
  const paths = generatePaths(model)
  const coverage = emptyCoverage()
  for (const path of paths) await replayPath(model, path, coverage)
  const all = inventory(model.machine)
  return {
    paths,
    missingStates: all.states.filter((s) => !coverage.states.has(s)),
    missingTransitions: all.transitions.filter((t) => !coverage.transitions.has(t)),
  }
}
