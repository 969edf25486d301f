// Entry of the PGlite worker thread (pglite-thread.ts). Node 20 does not pass the parent's
// `--import tsx` hooks to a worker's first module, so this plain module registers tsx
// in the worker and then loads the TypeScript worker.
import { register } from 'tsx/esm/api'

register()
await import('./pglite-thread-worker.ts')
