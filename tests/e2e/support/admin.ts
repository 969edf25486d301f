import { runCli } from '../../../server/admin/cli-main.ts'
import { e2eServer } from './server.ts'

/**
 * Runs one operator CLI command line (`npm run admin -- <args>`) against the e2e server, through
 * the CLI's own code in this process: a new npm and Node per command would cost seconds of CPU.
 * The process around it (argv, printing, exit codes) is tested in server/admin/cli.test.ts.
 * Returns what it printed; rejects with its stderr when it would exit non-zero.
 */
export async function admin(...args: string[]): Promise<string> {
  const outcome = await runCli([...args, '--url', e2eServer.url], { ...process.env, ADMIN_TOKEN: e2eServer.adminToken })
  if (outcome.code !== 0) throw new Error(`npm run admin -- ${args.join(' ')} exited ${outcome.code}: ${outcome.stderr}`)
  return outcome.stdout
}
