/**
 * The operator journal: every change made through /admin that the server accepted, with who
 * (X-Operator, operator.ts) and when, in `operator_journal`. One hook for every admin call, so
 * a new operator command is journaled without anyone remembering to. Reads (GET) and refused
 * changes (any reply of 400 and up) are not changes and are left out. Secrets in a body
 * (a social sign-in client secret, anything named like a password or token) are replaced before
 * the row is written, and a body too large to read in a terminal is stored as its size only.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { operatorOf } from './operator.ts'
import type { AdminChange } from './contract.ts'

const SECRET_KEY = /secret|password|token/i
const MAX_BODY_CHARS = 4_000

/** The body as journaled: secrets replaced, at any depth. */
export const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v)]))
  }
  return value
}

const journalBody = (body: unknown): string | null => {
  if (body === undefined || body === null) return null
  const text = JSON.stringify(redact(body))
  return text.length <= MAX_BODY_CHARS ? text : JSON.stringify({ omitted: `${text.length} characters` })
}

/** Adds the journal hook to the admin plugin (encapsulated: only /admin calls pass it). */
export const journalChanges = (app: FastifyInstance): void => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return payload
    try {
      await app.tala.db.insertInto('operator_journal').values({
        operator: operatorOf(req), method: req.method, path: req.url.split('?')[0]!, body: journalBody(req.body), created_at: new Date(app.tala.now()),
      }).execute()
    } catch (e) {
      // The change itself is done and cannot be taken back here: say loudly that its record is missing.
      req.log.error({ err: e, operator: operatorOf(req), method: req.method, path: req.url }, 'operator change made but not journaled')
    }
    return payload
  })
}

/** The newest changes first, optionally of one operator. */
export const listChanges = async (db: Kysely<Database>, limit: number, operator?: string): Promise<AdminChange[]> => {
  let query = db.selectFrom('operator_journal').select(['id', 'operator', 'method', 'path', 'body', 'created_at']).orderBy('id', 'desc').limit(limit)
  if (operator !== undefined) query = query.where('operator', '=', operator)
  const rows = await query.execute()
  return rows.map((r) => ({
    id: Number(r.id), at: r.created_at.toISOString(), operator: r.operator, method: r.method, path: r.path,
    body: r.body === null ? null : JSON.stringify(r.body),
  }))
}
