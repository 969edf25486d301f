/**
 * A real PostgreSQL restarted under the running server: the process stays up, answers 503
 * SERVICE_UNAVAILABLE (and /health/ready 503) while the database is away, and serves again by
 * itself once it is back. Runs only where a PostgreSQL install is named (CI: .ci/run sets
 * TALA_PG_BIN); it starts its own throwaway cluster, so the shared test cluster is never stopped.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const pgBin = process.env.TALA_PG_BIN?.trim() || ''
const pgPort = Number(process.env.TALA_PG_PORT ?? 55433)
const repo = fileURLToPath(new URL('../..', import.meta.url))

/** As .ci/run's as_pg: PostgreSQL refuses to run as root, so root runs it as postgres. */
const asPg = (command: string): void => {
  const root = process.getuid?.() === 0
  execFileSync(root ? 'su' : 'bash', root ? ['postgres', '-s', '/bin/bash', '-c', command] : ['-c', command], { stdio: 'ignore' })
}

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer()
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number }
    s.close(() => resolve(port))
  })
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(pgBin === '')('a PostgreSQL restart under load', () => {
  let dir = ''
  let server: ChildProcess | null = null
  let base = ''
  let exit: string | null = null
  let output = ''
  const pgCtl = (args: string) => asPg(`'${join(pgBin, 'pg_ctl')}' -D '${dir}/data' ${args}`)

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tala-restart-'))
    if (process.getuid?.() === 0) {
      const ids = execFileSync('id', ['-u', 'postgres']).toString().trim()
      const gid = execFileSync('id', ['-g', 'postgres']).toString().trim()
      chownSync(dir, Number(ids), Number(gid))
    }
    asPg(`'${join(pgBin, 'initdb')}' -D '${dir}/data' -U postgres --auth=trust -E UTF8`)
    pgCtl(`-o '-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off' -l '${dir}/log' -w start`)

    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repo,
      env: { ...process.env, PORT: String(port), DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`, DATA_DIR: join(dir, 'app'), LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (d) => { output += String(d) })
    server.stderr?.on('data', (d) => { output += String(d) })
    server.on('exit', (code, signal) => { exit = `exit ${code} ${signal ?? ''}` })
    for (let i = 0; i < 240 && !output.includes('Tala is running') && exit === null; i++) await sleep(250)
    expect(output).toContain('Tala is running')
  }, 90_000)

  afterAll(async () => {
    if (server?.pid && exit === null) process.kill(server.pid, 'SIGTERM')
    try { pgCtl('-m immediate -w stop') } catch { /* already stopped */ }
    rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`)
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string } }
  }

  it('keeps the process up, answers 503 while the database is away and serves again after', async () => {
    const seen = new Map<number, number>()
    let running = true
    // Requests in flight the whole time, so connections are busy and idle when the database goes.
    const worker = async (path: string, pauseMs: number) => {
      while (running) {
        try {
          const { status } = await get(path)
          seen.set(status, (seen.get(status) ?? 0) + 1)
        } catch {
          seen.set(0, (seen.get(0) ?? 0) + 1)
        }
        await sleep(pauseMs)
      }
    }
    const load = [...[1, 2, 3].map(() => worker('/wps/social/providers', 250)), ...[1, 2, 3].map(() => worker('/health/ready', 50))]

    await sleep(1000)
    expect((await get('/wps/social/providers')).status).toBe(200)
    expect((await get('/health/ready')).status).toBe(200)

    pgCtl('-m fast -w stop')
    await sleep(3000)
    expect(exit, output).toBeNull()
    const away = await get('/wps/social/providers')
    expect(away).toMatchObject({ status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE' } })
    expect((await get('/health/ready')).status).toBe(503)
    expect((await get('/health/live')).status).toBe(200)

    pgCtl(`-o '-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off' -l '${dir}/log' -w start`)
    let back = 0
    for (let i = 0; i < 60 && back !== 200; i++) {
      back = (await get('/wps/social/providers')).status
      if (back !== 200) await sleep(250)
    }
    expect(back).toBe(200)
    expect((await get('/health/ready')).status).toBe(200)

    running = false
    await Promise.all(load)
    expect(exit, output).toBeNull()
    // Every answer was a success or the 503: no crash (0), no 500.
    expect([...seen.keys()].sort()).toEqual([200, 503])
  }, 90_000)
})
