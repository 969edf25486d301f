/**
 * The routes the fuzz suite attacks: the contract and the seamless vendor API (the same walk
 * as the OpenAPI document), the house game API, the operator API, and the routes that serve
 * files. `registeredRoutes` reads what Fastify actually registered, so a route added without
 * a place here fails the suite.
 */
import type { FastifyInstance } from 'fastify'
import type { Schema } from 'effect'
import type { Endpoint } from '../../src/shared/api/index.ts'
import { describedCalls } from '../plugins/openapi-document.ts'
import { HOUSE_ENGINES, HouseEndpoints, TABLE_ENGINES } from '../providers/house/index.ts'
import { AdminEndpoints } from '../admin/contract.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** How a route is reached, which decides the callers the suite sends. */
export type RouteKind = 'contract' | 'seamless' | 'house' | 'admin' | 'file'

export interface FuzzRoute {
  readonly name: string
  readonly method: Method
  /** Fastify's path, `:name` for a path parameter. */
  readonly path: string
  readonly kind: RouteKind
  readonly auth: Endpoint['auth']
  /** The body travels as `{ payload }` encrypted with the payload key. */
  readonly encrypted: boolean
  /** Field names of the body and query schemas: the keys most worth breaking. */
  readonly bodyFields: ReadonlyArray<string>
  readonly queryFields: ReadonlyArray<string>
  readonly bodySchema?: Schema.Top
  readonly querySchema?: Schema.Top
}

const fieldsOf = (schema: Schema.Top | undefined): string[] => {
  const fields = (schema as { fields?: Record<string, unknown> } | undefined)?.fields
  return fields ? Object.keys(fields) : []
}

const fromEndpoint = (name: string, kind: RouteKind, e: Endpoint): FuzzRoute => ({
  name, kind, method: e.method, path: e.path, auth: e.auth, encrypted: e.encrypted && e.body !== undefined,
  bodyFields: fieldsOf(e.body), queryFields: fieldsOf(e.query), bodySchema: e.body, querySchema: e.query,
})

const file = (path: string): FuzzRoute => ({
  name: `file ${path}`, kind: 'file', method: 'GET', path, auth: 'none', encrypted: false, bodyFields: [], queryFields: ['round', 'lang', 'v'],
})

/** Routes that answer files or probes rather than the envelope on success. */
const FILE_ROUTES = [
  '/health/live', '/health/ready', '/openapi.json', '/docs', '/docs/init.js', '/docs/:file', '/manifest.webmanifest',
  ...HOUSE_ENGINES.flatMap((engine) => [`/house/${engine}/`, `/house/${engine}/verify`, `/house/${engine}/verify.js`, `/house/${engine}/flows.js`, `/house/${engine}/:file`]),
  ...TABLE_ENGINES.map((engine) => `/house/${engine}/table-rules.js`), '/house/verify',
  '/img/vendor/:gameType/:file', '/img/game/:gameType/:file', '/img/avatar/:file', '/img/flags/:file', '/img/brand/:file',
]

/** Paths no route matches, under each prefix: the not-found and wrong-method answers. */
const UNROUTED = ['/wps/:x', '/wps/relay/:x', '/admin/:x/:y', '/house/api/:x', '/seamless/v1/:x', '/:x']

export const fuzzRoutes = (): FuzzRoute[] => [
  ...describedCalls().map((c) => fromEndpoint(c.name, c.name.startsWith('seamless.') ? 'seamless' : 'contract', c.endpoint)),
  ...Object.entries(HouseEndpoints).map(([name, e]) => fromEndpoint(`house.${name}`, 'house', e)),
  ...Object.entries(AdminEndpoints).map(([name, e]) => fromEndpoint(`admin.${name}`, 'admin', e)),
  ...FILE_ROUTES.map(file),
  // The live tables' feed: an event stream for a table that exists, the envelope's NOT_FOUND otherwise.
  { ...file('/house/api/table/stream'), name: 'table feed', queryFields: ['table'] },
  ...UNROUTED.map((path): FuzzRoute => ({ ...file(path), name: `unrouted ${path}`, method: 'POST' })),
]

/**
 * Every method and path Fastify registered (HEAD left out: Fastify adds it to each GET),
 * read from `printRoutes`, whose tree lines look like `│   ├── /email (POST)`.
 */
export const registeredRoutes = (app: FastifyInstance): Array<{ method: string; path: string }> => {
  const stack: string[] = []
  const found: Array<{ method: string; path: string }> = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    stack.length = depth
    stack.push(m[2]!)
    for (const method of (m[3] ?? '').split(', ').filter((x) => x !== '' && x !== 'HEAD')) found.push({ method, path: stack.join('') })
  }
  return found
}
