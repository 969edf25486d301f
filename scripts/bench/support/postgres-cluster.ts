/**
 * A throwaway PostgreSQL cluster from Debian's packages (/usr/lib/postgresql/<v>/bin), for a
 * bench run without DATABASE_URL: initdb in a temp dir, started on `port`, fsync off (it is
 * thrown away), stopped and deleted by `stop()`. Run as root, the server runs as `postgres`.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const pgBin = (): string | null => {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(base, versions[0], 'bin') : null
}

export interface TempPostgres { readonly url: string; stop(): void }

export const startTempPostgres = (port: number): TempPostgres => {
  const bin = pgBin()
  if (!bin) throw new Error('No PostgreSQL found: set DATABASE_URL, or install Debian\'s postgresql package.')
  const dir = mkdtempSync(join(tmpdir(), 'tala-bench-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], { stdio: 'ignore' })
      : execFileSync(cmd, args, { stdio: 'ignore' })
  run(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, '-l', join(dir, 'log'), '-w', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try { run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']) } catch { /* already down */ }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
