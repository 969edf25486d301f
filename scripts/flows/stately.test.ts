// @vitest-environment node
/**
 * The Stately JSON that `npm run flows` writes must re-create the same machine: same states
 * (ids, types, initial, tags, entry and exit), same transitions (event, targets, guard name,
 * actions, reenter) and same invokes, for a sample that uses every config feature and for
 * every machine in machines/.
 */
import { describe, expect, it } from 'vitest'
import { assign, createMachine, fromPromise, not, setup, type AnyStateMachine } from 'xstate'
import { actionName, guardName, invokeSrc, type AnyNode } from './names.ts'
import { mermaidDiagram } from './mermaid.ts'
import { statelyConfig } from './stately.ts'

const child = createMachine({ id: 'child', initial: 'a', states: { a: { on: { go: 'b' } }, b: { type: 'final' } } })

const sample = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'start' } | { type: 'retry' } | { type: 'poke' } | { type: 'leave' } },
  actors: { load: fromPromise(async () => 1), child },
  guards: { canRetry: () => true, isBig: (_, params: { limit: number }) => params.limit > 1 },
  actions: { track: () => {}, greet: () => {} },
  delays: { backoff: 500 },
}).createMachine({
  id: 'sample',
  context: { count: 0 },
  initial: 'idle',
  entry: 'track',
  states: {
    idle: { on: { start: { target: 'loading', actions: ['track', assign({ count: 1 })] }, poke: { actions: 'greet' } } },
    loading: {
      tags: ['busy'],
      entry: 'greet',
      exit: 'track',
      invoke: { id: 'load', src: 'load', onDone: [{ guard: { type: 'isBig', params: { limit: 2 } }, target: 'done' }, { target: 'steps' }], onError: 'failed' },
      after: { backoff: { target: 'failed' }, 3000: 'failed' },
    },
    steps: {
      initial: 'one',
      invoke: { src: 'child' },
      onDone: 'done',
      states: {
        one: { always: [{ guard: not('canRetry'), target: 'two' }, { guard: ({ context }) => context.count > 5, target: 'two' }], on: { poke: { target: 'one', reenter: true } } },
        two: { type: 'final' },
      },
    },
    failed: { on: { retry: { guard: 'canRetry', target: 'loading' }, leave: '#sample.both' } },
    both: { type: 'parallel', states: { left: { initial: 'x', states: { x: {}, hist: { type: 'history', history: 'deep' } } }, right: {} } },
    done: { type: 'final' },
  },
})

/** Everything about a machine a visualizer shows, as sorted lines. */
function shape(machine: AnyStateMachine): string[] {
  const lines: string[] = []
  const walk = (node: AnyNode) => {
    const invokes = node.invoke.map((d, i) => `${d.id}:${invokeSrc(node, i)}`)
    lines.push(`${node.id} type=${node.type} initial=${node.initial?.target.map((t) => t.id).join() ?? ''} tags=${node.tags.join()} entry=${node.entry.map(actionName).join()} exit=${node.exit.map(actionName).join()} invoke=${invokes.join()}`)
    for (const [event, transitions] of node.transitions) {
      transitions.forEach((t, i) => lines.push(`${node.id} ${event}#${i} -> ${(t.target ?? []).map((n) => n.id).join()} [${t.guard ? guardName(t.guard) : ''}] ${t.actions.map(actionName).join()} ${t.reenter ? 'reenter' : ''}`))
    }
    ;(node.always ?? []).forEach((t, i) => lines.push(`${node.id} always#${i} -> ${(t.target ?? []).map((n) => n.id).join()} [${t.guard ? guardName(t.guard) : ''}]`))
    for (const child of Object.values(node.states) as AnyNode[]) walk(child)
  }
  walk(machine.root as AnyNode)
  return lines.sort()
}

const recreate = (machine: AnyStateMachine) => createMachine(JSON.parse(JSON.stringify(statelyConfig(machine))) as Parameters<typeof createMachine>[0])

describe('Stately JSON of a machine', () => {
  it('re-creates the sample machine with the same states, transitions and invokes', () => {
    const copy = recreate(sample)
    expect(shape(copy)).toEqual(shape(sample))
    // The shape really covers the features: a changed copy would differ.
    expect(shape(sample)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^sample\.loading xstate\.after\.backoff\.sample\.loading#0 -> sample\.failed/),
      expect.stringMatching(/^sample\.loading xstate\.done\.actor\.load#0 -> sample\.done \[isBig\]/),
      expect.stringMatching(/^sample\.steps\.one always#0 -> sample\.steps\.two \[not\(canRetry\)\]/),
      expect.stringMatching(/^sample\.steps xstate\.done\.state\.sample\.steps#0 -> sample\.done/),
      expect.stringMatching(/^sample\.steps type=compound .* invoke=0\.sample\.steps:child$/),
    ]))
  })

  it('is plain JSON with names, the context and no functions', () => {
    const json = statelyConfig(sample)
    expect(JSON.parse(JSON.stringify(json))).toEqual(json)
    expect(json).toMatchObject({
      id: 'sample',
      context: { count: 0 },
      initial: 'idle',
      entry: ['track'],
      states: {
        idle: { on: { start: { target: '#sample.loading', actions: ['track', 'xstate.assign'] }, poke: { actions: ['greet'] } } },
        loading: {
          tags: ['busy'], entry: ['greet'], exit: ['track'],
          invoke: [{ id: 'load', src: 'load', onDone: [{ target: '#sample.done', guard: 'isBig' }, { target: '#sample.steps' }], onError: { target: '#sample.failed' } }],
          after: { backoff: { target: '#sample.failed' }, 3000: { target: '#sample.failed' } },
        },
        failed: { on: { retry: { guard: 'canRetry', target: '#sample.loading' } } },
        both: { type: 'parallel', states: { left: { initial: 'x', states: { hist: { type: 'history', history: 'deep' } } } } },
      },
    })
    // The delay timers xstate adds to entry and exit are not written out.
    expect(JSON.stringify(json)).not.toContain('xstate.raise')
  })

  const machines = import.meta.glob<Record<string, unknown>>('/machines/*.machine.ts', { eager: true })
  const all = Object.values(machines).flatMap((mod) => Object.values(mod)).filter((v): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'id' in v)
  it('finds the machines of machines/', () => expect(all.length).toBeGreaterThan(10))
  for (const machine of all) {
    it(`re-creates ${machine.id} with the same states and transitions`, () => {
      expect(shape(recreate(machine))).toEqual(shape(machine))
    })
  }
})

describe('Mermaid diagram', () => {
  it('names string, object, combined and inline guards', () => {
    const diagram = mermaidDiagram(sample)
    expect(diagram).toContain('sample_failed --> sample_loading : retry [canRetry]')
    expect(diagram).toContain('[isBig]')
    expect(diagram).toContain('always [not(canRetry)]')
    expect(diagram).toContain('always [inline]')
    expect(diagram).not.toContain('[guard]')
  })
})
