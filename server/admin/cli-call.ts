import type { Schema } from 'effect'

/** One call of the admin API, as the CLI's command runners receive it (cli.ts makes it). */
export type AdminCall = <S extends Schema.Top>(method: string, path: string, reply: S, body?: unknown) => Promise<S['Type']>

/** A command's own input that cannot be used (a file it names): printed as its message, exit code 1. */
export class CliInputError extends Error {}
