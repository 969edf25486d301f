/**
 * `npm run admin -- <command>`: the operator's remote control for a running server, over
 * the /admin API (cli-main.ts does the work; this file is the process around it).
 */
import { runCli } from './cli-main.ts'

const outcome = await runCli(process.argv.slice(2), process.env)
process.stdout.write(outcome.stdout)
process.stderr.write(outcome.stderr)
process.exitCode = outcome.code
