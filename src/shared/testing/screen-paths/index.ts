export { heldServer, type HeldServer } from './server.ts'
export type { ScreenModel, AnyScreenModel } from './model.ts'
export { describeScreenPaths, describeScreenPathsTogether, pathSteps, type ScreenPathsRun } from './run.ts'
export { pathMarkdown, writePathReport, PATH_DOCS_DIR, PATH_RESULTS_DIR, type PathReport, type PathResult } from './report.ts'
