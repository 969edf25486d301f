/**
 * Outgoing SMS and e-mail. Every message is written to the `outbox` table, its body sealed
 * under the secrets key (it carries one-time codes), so operators and people running locally
 * read it only through the admin API (`GET /admin/outbox`, CLI `outbox`), which unseals it.
 * The log says a message was queued, never what it says. The default providers stop there;
 * with SMTP_URL set, e-mail is also delivered through nodemailer. A real SMS gateway plugs in
 * as another `SmsProvider`.
 */
import type { Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Database } from '../../db/schema.ts'
import { seal } from '../../lib/secrets-key.ts'

export interface SmsProvider {
  readonly name: string
  /** Delivers the text; throws when the provider refused it. */
  send(to: string, body: string): Promise<void>
}

export interface EmailProvider {
  readonly name: string
  send(to: string, subject: string, body: string): Promise<void>
}

/** Writes nothing beyond the outbox row: the message is read from the outbox or the log. */
export const outboxOnlySms: SmsProvider = { name: 'outbox', send: async () => undefined }
export const outboxOnlyEmail: EmailProvider = { name: 'outbox', send: async () => undefined }

export const smtpEmail = (smtpUrl: string, from = 'Tala <no-reply@tala.local>'): EmailProvider => {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    name: 'smtp',
    send: async (to, subject, body) => {
      await transport.sendMail({ from, to, subject, text: body })
    },
  }
}

export interface Messenger {
  sendSms(to: string, body: string): Promise<void>
  sendEmail(to: string, subject: string, body: string): Promise<void>
}

export interface MessengerDeps {
  readonly db: Kysely<Database>
  readonly log: FastifyBaseLogger
  readonly sms?: SmsProvider
  readonly email?: EmailProvider
  readonly now?: () => number
  /** Seals the stored bodies. */
  readonly secretsKey: Buffer
}

export const createMessenger = (deps: MessengerDeps): Messenger => {
  const sms = deps.sms ?? outboxOnlySms
  const email = deps.email ?? outboxOnlyEmail
  const now = deps.now ?? Date.now
  const record = async (channel: 'sms' | 'email', provider: string, to: string, subject: string, body: string): Promise<number> => {
    const row = await deps.db
      .insertInto('outbox')
      .values({ channel, to, subject, body: seal(deps.secretsKey, body), provider, created_at: new Date(now()), sent_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    deps.log.info({ outbox: { id: row.id, channel, to, provider } }, `outbox ${channel} to ${to} queued (read it with the admin command: outbox)`)
    return row.id
  }
  const markSent = (id: number) => deps.db.updateTable('outbox').set({ sent_at: new Date(now()) }).where('id', '=', id).execute()
  return {
    sendSms: async (to, body) => {
      const id = await record('sms', sms.name, to, '', body)
      await sms.send(to, body)
      if (sms !== outboxOnlySms) await markSent(id)
    },
    sendEmail: async (to, subject, body) => {
      const id = await record('email', email.name, to, subject, body)
      await email.send(to, subject, body)
      if (email !== outboxOnlyEmail) await markSent(id)
    },
  }
}
