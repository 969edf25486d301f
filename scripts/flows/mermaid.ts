/** A machine as a Mermaid state diagram, for people who read flows rather than code. */
import type { AnyStateMachine } from 'xstate'
import { guardName, type AnyNode } from './names.ts'

const safe = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_')
const labelled = (event: string, guard: unknown) => (guard ? `${event} [${guardName(guard)}]` : event)

export function mermaidDiagram(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2']
  const walk = (node: AnyNode, indent: string) => {
    const children = Object.values(node.states) as AnyNode[]
    if (node.initial && children.length) {
      const initial = node.initial.target[0]
      if (initial) lines.push(`${indent}[*] --> ${safe(initial.id)}`)
    }
    for (const child of children) {
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${safe(child.id)} {`)
        walk(child, indent + '  ')
        lines.push(`${indent}}`)
      } else {
        lines.push(`${indent}${safe(child.id)} : ${child.key}`)
      }
      if (child.type === 'final') lines.push(`${indent}${safe(child.id)} --> [*]`)
      for (const [event, transitions] of child.transitions) {
        for (const t of transitions) {
          for (const target of t.target ?? []) lines.push(`${indent}${safe(child.id)} --> ${safe(target.id)} : ${labelled(event, t.guard)}`)
        }
      }
      for (const t of child.always ?? []) {
        for (const target of t.target ?? []) lines.push(`${indent}${safe(child.id)} --> ${safe(target.id)} : ${labelled('always', t.guard)}`)
      }
    }
  }
  walk(machine.root as AnyNode, '  ')
  return lines.join('\n')
}
