/**
 * Asks Chromium (136+) to compile each of our scripts whole, on a background thread while it
 * streams in: V8's explicit compile hint, a comment on the file's first line. Without it, V8
 * compiles each function on the main thread when it is first called; on a phone that was a
 * third of the first screen's long tasks. Each chunk loads when its code is about to run, so
 * little compiles for nothing. Other browsers read a comment.
 */
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export const compileHints = (): Plugin => ({
  name: 'tala:compile-hints',
  apply: 'build',
  // Last: Vite writes its preload map at the top of a chunk after the other plugins ran, and
  // the hint counts only on the first line.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`
      }
    },
  },
})
