/**
 * The API reference: `GET /openapi.json` (the OpenAPI 3.1 document generated from the
 * contract, see openapi-document.ts) and `GET /docs`, a Swagger UI page served from the
 * installed swagger-ui-dist (no CDN). The document is built once, on first request.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { lazyStaticBody, sendStatic, staticBody } from '../http/static-body.ts'
import { buildOpenApiDocument } from './openapi-document.ts'

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The files of the page, by the name it asks for. */
/** A Map, so a name such as `__proto__` or `constructor` finds nothing. */
const asset = (name: string, type: string) => lazyStaticBody(() => readFile(join(swaggerDir, name)), type)
const assets = new Map([
  ['swagger-ui.css', asset('swagger-ui.css', 'text/css; charset=utf-8')],
  ['swagger-ui-bundle.js', asset('swagger-ui-bundle.js', 'text/javascript; charset=utf-8')],
  ['favicon-32x32.png', asset('favicon-32x32.png', 'image/png')],
])

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tala API reference</title>
<link rel="icon" href="/docs/favicon-32x32.png">
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`

// A file rather than an inline script, so a strict Content-Security-Policy can allow it.
const init = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false, validatorUrl: null });\n`

const pageBody = staticBody(page, 'text/html; charset=utf-8')
const initBody = staticBody(init, 'text/javascript; charset=utf-8')

export const openApiPlugin = async (app: FastifyInstance): Promise<void> => {
  // Built and compressed once, on first request.
  const document = lazyStaticBody(async () => JSON.stringify(buildOpenApiDocument()), 'application/json; charset=utf-8')

  app.get('/openapi.json', { config: { rateLimit: false } }, async (req, reply) => sendStatic(req, reply, await document()))
  app.get('/docs', async (req, reply) => sendStatic(req, reply, pageBody))
  app.get('/docs/init.js', async (req, reply) => sendStatic(req, reply, initBody))
  app.get<{ Params: { file: string } }>('/docs/:file', async (req, reply) => {
    const body = assets.get(req.params.file)
    if (!body) return reply.callNotFound()
    return sendStatic(req, reply.header('cache-control', 'public, max-age=86400'), await body())
  })
}
