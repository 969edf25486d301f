import { runCli } from '../../../server/admin/cli-main.ts'
import { e2eServer } from './server.ts'

/**
 * Runs one operator CLI command line (`npm run admin -- <args>`) against the e2e server: the
 * CLI's own code (parse, call the /admin API, format), in this process rather than a new
 * `npm` and Node per call, which cost some 3 s of CPU each. The process around it (argv,
 * exit code, printing) is tested in server/admin/cli.test.ts. Returns what it printed;
 * rejects when it would exit non-zero, with what it printed on stderr.
 */
export async function admin(...args: string[]): Promise<string> {
  const outcome = await runCli([...args, '--url', e2eServer.url], { ...process.env, ADMIN_TOKEN: e2eServer.adminToken })
  if (outcome.code !== 0) throw new Error(`npm run admin -- ${args.join(' ')} exited ${outcome.code}: ${outcome.stderr}`)
  return outcome.stdout
}
