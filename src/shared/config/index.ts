export * from './storage.ts'
export * from './languages.ts'
export * from './routes.ts'
export * from './constants.ts'
