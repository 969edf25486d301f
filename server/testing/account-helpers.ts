/** Helpers for account tests: encrypted bodies, ALTCHA solutions, captchas, outbox codes. */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { solveChallenge } from 'altcha-lib/v1'
import type { Database } from '../db/schema.ts'
import { encryptPayload } from '../http/payload-crypto.ts'
import { CAPTCHA_COOKIE, createCaptcha } from '../providers/captcha/index.ts'
import { unseal } from '../lib/secrets-key.ts'
import { TEST_PAYLOAD_KEY, TEST_SECRETS_KEY, envelope } from './test-app.ts'

export const encrypted = (data: unknown) => ({ payload: encryptPayload(TEST_PAYLOAD_KEY, data) })

/** Fetches a challenge and solves it like the browser widget; the base64 payload. */
export const solveAltcha = async (app: FastifyInstance): Promise<string> => {
  const res = await app.inject({ method: 'GET', url: '/wps/altcha/challenge' })
  const env = envelope<{ algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string }>(res)
  if (!env.success) throw new Error('no challenge')
  const c = env.value
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
  if (!solution) throw new Error('unsolvable')
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature })).toString('base64')
}

/** A captcha whose answer the test knows, and the cookie header that carries it. */
export const knownCaptcha = async (db: Kysely<Database>): Promise<{ answer: string; cookie: string }> => {
  const c = await createCaptcha(db)
  return { answer: c.answer, cookie: `${CAPTCHA_COOKIE}=${c.id}` }
}

/** The 6-digit code in the newest outbox message to `to`. */
export const lastCode = async (db: Kysely<Database>, to: string): Promise<string> => {
  const row = await db.selectFrom('outbox').select('body').where('to', '=', to).orderBy('id', 'desc').executeTakeFirst()
  const match = row ? /\b(\d{6})\b/.exec(unseal(TEST_SECRETS_KEY, row.body)) : null
  if (!match) throw new Error(`no code sent to ${to}`)
  return match[1]!
}

export const login = async (app: FastifyInstance, username: string, password: string, extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username, password, type: 'username', ...extra }) })

export const loginToken = async (app: FastifyInstance, username: string, password: string): Promise<string> => {
  const env = envelope<{ token: string }>(await login(app, username, password))
  if (!env.success) throw new Error(`login failed: ${env.code}`)
  return env.value.token
}
