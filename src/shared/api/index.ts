/** The wire contract shared by the SPA and the platform server. */
export * from './error-codes.ts'
export * from './envelope.ts'
export * from './endpoints.ts'
export * from './validation-patterns.ts'
export * from './payload-scheme.ts'
export * from './schemas/system.ts'
export * from './schemas/games.ts'
export * from './schemas/notices.ts'
