/**
 * How a guard, an action or an invoked actor is named in the generated diagrams and Stately
 * JSON: by the name it has in `setup()` where it has one, else by what xstate knows of it.
 */
import type { StateNode } from 'xstate'

export type AnyNode = StateNode<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** An inline function guard or action has no name of its own (or the property's name). */
const ANONYMOUS = new Set(['', 'guard', 'actions', 'entry', 'exit'])

/** `isReady`, `{ type: 'isReady', params }` and `not('isReady')` read `isReady` and `not(isReady)`. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const fn = guard as { name: string; guards?: unknown[] }
    // xstate's not() / and() / or() keep the guards they combine.
    if (Array.isArray(fn.guards)) return `${fn.name}(${fn.guards.map(guardName).join(', ')})`
    return ANONYMOUS.has(fn.name) ? 'inline' : fn.name
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type)
  return 'inline'
}

/** Named actions by name; xstate's own (assign, raise, sendTo...) by their `xstate.*` type. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const fn = action as { name: string; type?: string }
    if (typeof fn.type === 'string') return fn.type
    return ANONYMOUS.has(fn.name) ? 'inline' : fn.name
  }
  if (action && typeof action === 'object' && 'type' in action) return String(action.type)
  return 'inline'
}

/** The timer actions xstate adds to entry and exit for every `after` delay (createMachine adds them again). */
export function isAfterTimer(action: unknown): boolean {
  const a = action as { type?: string; id?: string; sendId?: string } | null
  if (typeof action !== 'function' || !a) return false
  return (a.type === 'xstate.raise' && String(a.id).startsWith('xstate.after.')) || (a.type === 'xstate.cancel' && String(a.sendId).startsWith('xstate.after.'))
}

/** The `src` of the i-th invoke as written: an actor name from `setup()`, or a child machine's id. */
export function invokeSrc(node: AnyNode, index: number): string {
  const configs = node.config.invoke === undefined ? [] : Array.isArray(node.config.invoke) ? node.config.invoke : [node.config.invoke]
  const src: unknown = configs[index]?.src
  if (typeof src === 'string') return src
  if (src && typeof src === 'object' && 'id' in src && typeof src.id === 'string') return src.id
  const resolved: unknown = node.invoke[index]?.src
  return typeof resolved === 'string' ? resolved : 'inline'
}
