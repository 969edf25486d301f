/**
 * Starts the real server (server/main.ts in a child process) for a bench, or for a worker of
 * the end-to-end tests (tests/e2e/support/start-servers.ts), and waits until it answers. A port
 * that answers already is refused: the caller would measure or test that server instead. Only
 * the database the caller names is used: DATABASE_URL and DATA_DIR from the caller's
 * environment are dropped unless `env` sets them. Why a server could not start reaches the
 * caller's stderr; its log (stdout) is dropped. BENCH_SERVER_ARGS adds node flags (e.g.
 * --cpu-prof to see where the time goes).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)

const answers = async (port: number): Promise<boolean> => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok
  } catch {
    return false
  }
}

export const startBenchServer = async (env: Record<string, string>, port: number): Promise<ChildProcess> => {
  if (await answers(port)) throw new Error(`port ${port} answers already: stop the server on it first`)
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env
    const child = spawn(process.execPath, [...serverArgs, '--import', 'tsx', 'server/main.ts'], {
      // Nothing reads its output: a pipe left unread would stop a talkative server once full.
      cwd: root, env: { ...rest, ...env, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'],
    })
    const deadline = setTimeout(() => reject(new Error('server did not start')), 120_000)
    const poll = async () => {
      if (await answers(port)) { clearTimeout(deadline); resolve(child); return }
      setTimeout(poll, 300)
    }
    child.on('exit', (code) => { clearTimeout(deadline); reject(new Error(`server on port ${port} exited with ${code}`)) })
    void poll()
  })
}

/** SIGTERM, then waits for the exit (the server finishes in-flight requests first). */
export const stopBenchServer = async (server: ChildProcess): Promise<void> => {
  if (server.exitCode !== null || server.signalCode !== null) return
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
}
