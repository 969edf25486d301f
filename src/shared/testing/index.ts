/** Test helpers (never imported by application code). */
export * from './fixtures.ts'
export * from './fetch.ts'
export * from './payload.ts'
export * from './system.tsx'
export * from './query.tsx'
export * from './screen-paths/index.ts'
export * from './signed-in.ts'
