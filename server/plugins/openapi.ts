/**
 * The API reference: `GET /openapi.json` (the OpenAPI 3.1 document generated from the
 * contract, see openapi-document.ts) and `GET /docs`, a Swagger UI page served from the
 * installed swagger-ui-dist (no CDN). The document is built once, on first request.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildOpenApiDocument } from './openapi-document.ts'

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The files of the page, by the name it asks for. */
/** A Map, so a name such as `__proto__` or `constructor` finds nothing. */
const assets = new Map<string, { readonly file: string; readonly type: string }>([
  ['swagger-ui.css', { file: join(swaggerDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' }],
  ['swagger-ui-bundle.js', { file: join(swaggerDir, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' }],
  ['favicon-32x32.png', { file: join(swaggerDir, 'favicon-32x32.png'), type: 'image/png' }],
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

export const openApiPlugin = async (app: FastifyInstance): Promise<void> => {
  let document: string | null = null
  const cache = new Map<string, Buffer>()

  app.get('/openapi.json', { config: { rateLimit: false } }, async (_req, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument())
    return reply.type('application/json; charset=utf-8').send(document)
  })
  app.get('/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(page))
  app.get('/docs/init.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(init))
  app.get<{ Params: { file: string } }>('/docs/:file', async (req, reply) => {
    const asset = assets.get(req.params.file)
    if (!asset) return reply.callNotFound()
    let body = cache.get(asset.file)
    if (!body) {
      body = await readFile(asset.file)
      cache.set(asset.file, body)
    }
    return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(body)
  })
}
