/** The CLI as an operator runs it: a real process talking to a listening server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))

const run = (args: string[], env: Record<string, string> = {}) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, ADMIN_TOKEN: '', ...env }, timeout: 20_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
    })
  })

let t: TestApp
let url: string
beforeAll(async () => {
  t = await createTestApp()
  url = await t.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => { await t?.close() })

const send = (app: TestApp['app'], method: 'PUT', url: string, payload: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })

// Each run starts a Node process (about a second), so independent runs go in parallel.
describe('npm run admin', () => {
  it('prints the status, and refuses bad arguments and wrong tokens', async () => {
    const [status, wrong, bad] = await Promise.all([
      run(['status', '--url', url], { ADMIN_TOKEN: TEST_ADMIN_TOKEN }),
      run(['status', '--url', url, '--token', 'wrong-token-0123456789']),
      run(['maintenance', 'perhaps'], { ADMIN_TOKEN: TEST_ADMIN_TOKEN }),
    ])
    expect(status.code).toBe(0)
    expect(status.stdout).toContain('Maintenance:     off')
    expect(status.stdout).toMatch(/HOMEREDIRECT3 +off/)
    // refused by the server: exit 1 with its message
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain('UNAUTHORIZED')
    // bad arguments: exit 2 with the usage
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('Usage: npm run admin')
  })

  it('switches maintenance and blocks a region (the site follows), and reports an unknown module', async () => {
    const [maintenance, region, module] = await Promise.all([
      run(['maintenance', 'on', '--url', url, '--token', TEST_ADMIN_TOKEN]),
      run(['region', 'block', 'vn', '--url', url], { ADMIN_TOKEN: TEST_ADMIN_TOKEN }),
      run(['module', 'off', 'NOPE3', '--url', url], { ADMIN_TOKEN: TEST_ADMIN_TOKEN }),
    ])
    expect(maintenance.code).toBe(0)
    expect(maintenance.stdout).toContain('Maintenance is now ON')
    expect((await t.app.inject({ url: '/wps/system/whitelabel' })).statusCode).toBe(503)
    expect(region.stdout).toContain('Blocked country VN.')
    expect(module.code).toBe(1)
    expect(module.stderr).toContain('Unknown module "NOPE3"')
    await send(t.app, 'PUT', '/admin/maintenance', { on: false })
  })
})
