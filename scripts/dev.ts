/**
 * `npm run dev`: the platform server (restarted on change by tsx watch), Vite's dev
 * server with hot reload, whose proxy sends /wps, /lgw, /lotto, /img, /admin and /house to the
 * server, and the house game pages' flows built on change.
 * Open the URL Vite prints (http://localhost:5173). Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'

const serverPort = process.env.PORT ?? '8080'
const children: ChildProcess[] = []

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'}); stopping the other one`)
    shutdown(code ?? 0)
  })
  children.push(child)
}

let stopping = false
function shutdown(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

start('server', process.execPath, ['--import', 'tsx', '--watch', '--watch-path=server', '--watch-path=src/shared/api', 'server/main.ts'], { PORT: serverPort })
start('vite', process.execPath, ['node_modules/vite/bin/vite.js'], { TALA_API_URL: `http://localhost:${serverPort}` })
// The house game pages' flows (dist/house/flows.js), rebuilt when a machine changes; the server reads it at start.
start('house flows', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.house.config.ts', '--watch'], {})
