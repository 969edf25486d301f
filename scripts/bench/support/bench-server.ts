/**
 * Starts the real server (server/main.ts in a child process) for a bench and waits until it
 * answers. Only the database the bench names is used: DATABASE_URL and DATA_DIR from the
 * caller's environment are dropped unless `env` sets them. BENCH_SERVER_ARGS adds node flags
 * (e.g. --cpu-prof to see where the time goes).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)

export const startBenchServer = (env: Record<string, string>, port: number): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env
    const child = spawn(process.execPath, [...serverArgs, '--import', 'tsx', 'server/main.ts'], {
      cwd: root, env: { ...rest, ...env, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'],
    })
    const deadline = setTimeout(() => reject(new Error('server did not start')), 120_000)
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`)
        if (res.ok) { clearTimeout(deadline); resolve(child); return }
      } catch { /* not yet */ }
      setTimeout(poll, 300)
    }
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
    void poll()
  })

/** SIGTERM, then waits for the exit (the server finishes in-flight requests first). */
export const stopBenchServer = async (server: ChildProcess): Promise<void> => {
  if (server.exitCode !== null || server.signalCode !== null) return
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
}
