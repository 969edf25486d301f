/**
 * Child process of salary-kill.test.ts: opens the PGlite database in argv[2], settles the
 * hourly-salary period starting at argv[3] (epoch ms) one contract per batch, and kills
 * itself with SIGKILL as soon as the first batch has committed: a crash in the middle of a
 * run, with no chance to clean up.
 */
import { PGlite } from '@electric-sql/pglite'
import { kyselyOverPglite } from '../../db/connect.ts'
import { settlePeriod } from '../../modules/contracts/index.ts'

const [dir, start] = process.argv.slice(2)
const pglite = await PGlite.create({ dataDir: dir! })
const db = kyselyOverPglite(pglite)
const w = { start: new Date(Number(start)), end: new Date(Number(start) + 60 * 60 * 1000) }
await settlePeriod(db, { kind: 'hourly_salary', period: 'hourly' }, w, {
  payBatch: 1,
  afterBatch: async () => { process.kill(process.pid, 'SIGKILL') },
})
// Never reached: the first batch ends the process.
process.exit(3)
