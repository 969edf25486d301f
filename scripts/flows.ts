/**
 * `npm run flows`: writes the diagram of every machine in machines/ to docs/flows (the
 * writers live in scripts/flows/; a test fails when the committed files fall behind).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { FLOWS_DIR, flowFiles } from './flows/files.ts'

mkdirSync(FLOWS_DIR, { recursive: true })
for (const file of await flowFiles()) {
  writeFileSync(file.path, file.content)
  console.log(`wrote ${file.path}`)
}
