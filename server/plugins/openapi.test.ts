/** The API reference an integrator reads: /openapi.json (OpenAPI 3.1, complete) and /docs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Validator } from '@seriousme/openapi-schema-validator'
import { AllEndpoints, httpStatusOf, type ErrorCode } from '../../src/shared/api/index.ts'
import { SeamlessEndpoints } from '../modules/wallet/index.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

type Operation = {
  operationId: string
  'x-encrypted': boolean
  requestBody?: unknown
  parameters?: Array<{ name: string; in: string }>
  responses: Record<string, { content: { 'application/json': { schema: unknown } } }>
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> }

let t: TestApp
let doc: Document
beforeAll(async () => {
  t = await createTestApp()
  const res = await t.app.inject({ url: '/openapi.json' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  doc = res.json() as Document
})
afterAll(async () => { await t?.close() })

const operation = (method: string, path: string): Operation | undefined => doc.paths[path]?.[method.toLowerCase()]

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const result = await new Validator().validate(doc as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('lists every endpoint of the contract and of the seamless API, by its method and path', () => {
    const missing = [...Object.entries(AllEndpoints), ...Object.entries(SeamlessEndpoints)]
      .filter(([, e]) => operation(e.method, e.path) === undefined)
      .map(([name, e]) => `${name}: ${e.method} ${e.path}`)
    expect(missing).toEqual([])
  })

  it('gives each endpoint its request, whether the body is encrypted, its success envelope and every declared failure code', () => {
    for (const [name, e] of Object.entries(AllEndpoints)) {
      const op = operation(e.method, e.path)!
      expect(op.operationId, name).toBe(name)
      expect(op['x-encrypted'], name).toBe(e.encrypted && e.body !== undefined)
      expect(op.requestBody !== undefined, name).toBe(e.body !== undefined)
      expect(op.responses['200'], name).toBeDefined()
      const described = JSON.stringify(op.responses)
      for (const code of Object.keys(e.failures) as ErrorCode[]) {
        expect(op.responses[String(httpStatusOf(code))], `${name} ${code}`).toBeDefined()
        expect(described, `${name} ${code}`).toContain(`"${code}"`)
      }
    }
  })

  it('describes a failure value by its schema (login asks for the captcha or the verification methods)', () => {
    const failed = JSON.stringify(operation('POST', '/wps/session/login')!.responses['400'])
    expect(failed).toContain('CaptchaAsked')
    expect(failed).toContain('LoginVerificationNeeded')
    expect(operation('GET', '/wps/system/status')!.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['query:url'])
  })
})

describe('what the server enforces, described', () => {
  type Schema = { properties?: Record<string, { pattern?: string; format?: string }>; required?: string[] }
  const jsonBody = (method: string, path: string) =>
    (operation(method, path)!.requestBody as { content: Record<string, { schema: Schema; example?: unknown }> }).content['application/json']!

  it('gives every operation its security: the public ones an explicit empty list', () => {
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods)) as Array<Operation & { security?: unknown[] }>
    expect(ops.filter((op) => !Array.isArray(op.security)).map((op) => op.operationId)).toEqual([])
    expect((operation('POST', '/wps/session/login') as { security?: unknown[] }).security).toEqual([])
  })

  it('says a record range is two dates, with the pattern the server checks, and shows a valid request', () => {
    const body = jsonBody('POST', '/wps/relay/ODSFE2_bettingRecord')
    // effect puts a check that carries a format under allOf.
    const from = body.schema.properties?.from as { type: string; allOf?: object[] }
    expect(from.type).toBe('string')
    expect(from.allOf).toContainEqual({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' })
    expect(body.schema.required).toEqual(expect.arrayContaining(['from', 'to']))
    expect(body.example).toMatchObject({ from: '2026-01-01', to: '2026-01-31' })
  })

  it('loses no pattern the server checks: every contract regex has the u flag effect needs to export it', async () => {
    const { readdir, readFile } = await import('node:fs/promises')
    const api = new URL('../../src/shared/api/', import.meta.url)
    const files = [
      ...(await readdir(api, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => new URL(f, api)),
      new URL('../modules/wallet/seamless-contract.ts', import.meta.url),
    ]
    const unexported: string[] = []
    for (const file of files) {
      const text = await readFile(file, 'utf8')
      for (const m of text.matchAll(/isPattern\((\/(?:[^/\\\n]|\\.)+\/[a-z]*)/g)) if (!/\/[a-z]*u[a-z]*$/.test(m[1]!)) unexported.push(`${file.pathname}: ${m[1]}`)
    }
    expect(unexported).toEqual([])
  })

  it('requires the username of a username registration, not of a mobile one', () => {
    const plain = (path: string) => (operation('PUT', path) as unknown as { 'x-plaintext-body': Schema })['x-plaintext-body']
    expect(plain('/wps/member/register').required).toContain('username')
    expect(plain('/wps/member/register/mobile').required).not.toContain('username')
  })
})

describe('GET /docs', () => {
  it('serves the reference page and its assets locally, each with its content type', async () => {
    const page = await t.app.inject({ url: '/docs' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('/docs/swagger-ui-bundle.js')
    expect(page.body).not.toMatch(/https?:\/\//)
    const assets: Array<[string, RegExp]> = [
      ['/docs/swagger-ui.css', /^text\/css/],
      ['/docs/swagger-ui-bundle.js', /^text\/javascript/],
      ['/docs/init.js', /^text\/javascript/],
      ['/docs/favicon-32x32.png', /^image\/png/],
    ]
    for (const [url, type] of assets) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(type)
      expect(res.body.length, url).toBeGreaterThan(0)
    }
    expect((await t.app.inject({ url: '/docs/init.js' })).body).toContain("'/openapi.json'")
    expect((await t.app.inject({ url: '/docs/nothing.js' })).statusCode).toBe(404)
  })
})
