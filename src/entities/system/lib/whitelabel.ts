import type { ModuleId, WhitelabelNode } from '@/shared/api'

/** Finds a module anywhere in the whitelabel tree. */
export function findModule(tree: readonly WhitelabelNode[], modId: string): WhitelabelNode | null {
  for (const node of tree) {
    if (node.modId === modId) return node
    const inner = findModule(node.childrenNodes, modId)
    if (inner) return inner
  }
  return null
}

/** A module is on when its node says '1' (spec §3); a missing module is off. */
export const isModuleOn = (tree: readonly WhitelabelNode[], modId: ModuleId | string): boolean => findModule(tree, modId)?.enabled === '1'
