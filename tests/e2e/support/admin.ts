import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { e2eServer } from './server.ts'

const run = promisify(execFile)

/**
 * Runs the operator CLI exactly as the README tells a person to (`npm run admin -- <args>`),
 * against the e2e server. Returns what it printed; rejects when it exits non-zero.
 */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args, '--url', e2eServer.url], {
    env: { ...process.env, ADMIN_TOKEN: e2eServer.adminToken },
  })
  return stdout
}
