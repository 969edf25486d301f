// @vitest-environment node
/** The committed diagrams in docs/flows are the machines' own: a machine changed without `npm run flows` fails here. */
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { expect, it } from 'vitest'
import { flowFiles } from './files.ts'

it('every machine has its diagram committed, as npm run flows writes it', async () => {
  const stale = (await flowFiles())
    .filter((f) => !existsSync(f.path) || readFileSync(f.path, 'utf8') !== f.content)
    .map((f) => relative(process.cwd(), f.path))
  expect(stale, 'run npm run flows and commit docs/flows').toEqual([])
}, 30_000)
