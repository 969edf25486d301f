import type { Plugin } from 'vite'

/**
 * A library's published file, changed at build time: where `find` matches in a file `file`
 * names, it is replaced. A patch that no longer finds its code fails the build (and its
 * test), so a release that moves it is noticed instead of shipping the unpatched code.
 */
export interface SourcePatch {
  readonly file: RegExp
  readonly find: RegExp
  readonly replace: (match: string, ...groups: string[]) => string
}

/** The patched source of `id`, or null when no patch is for it. */
export function applySourcePatches(library: string, patches: readonly SourcePatch[], id: string, code: string): string | null {
  let patched: string | null = null
  for (const patch of patches) {
    if (!patch.file.test(id)) continue
    const source: string = patched ?? code
    if (!patch.find.test(source)) throw new Error(`${library} changed: ${patch.find} not found in ${id}`)
    patched = source.replace(patch.find, patch.replace)
  }
  return patched
}

/** A build plugin applying the patches to the modules they name. */
export const sourcePatches = (name: string, apply: (id: string, code: string) => string | null): Plugin => ({
  name,
  apply: 'build',
  transform(code, id) {
    const patched = apply(id, code)
    return patched === null ? null : { code: patched, map: null }
  },
})
