/**
 * `npm run bench`: runs every scripts/bench/*.ts in turn (each exports `main()` and prints
 * its own figures against the budgets in the README). `npm run bench -- wallet` runs one.
 */
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('./bench/', import.meta.url))
const only = process.argv.slice(2)
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, '')))
for (const file of files) {
  console.log(`\n== bench ${file.replace(/\.ts$/, '')} ==`)
  const mod = (await import(new URL(`./bench/${file}`, import.meta.url).href)) as { main?: () => Promise<void> }
  if (typeof mod.main !== 'function') throw new Error(`${file} exports no main()`)
  await mod.main()
}
