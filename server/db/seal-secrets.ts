/**
 * At every start, after the migrations: moves secrets an older version kept readable in the
 * database under the secrets key. It is not a migration because the key comes from the
 * environment (or a file beside the database), which migrations never see. Each step only
 * touches rows still in the old form, so a second start changes nothing:
 * - authenticator secrets, sealed under the old `authenticatorKey` setting: re-sealed, and
 *   that setting deleted (it sat in the same database as the ciphertexts);
 * - OIDC client secrets and vendor HMAC secrets in clear: sealed;
 * - outbox bodies in clear (they carry one-time codes): sealed;
 * - the default weak password in clear: replaced by its keyed hash.
 */
import { createDecipheriv } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { getSetting, putSetting } from './settings.ts'
import { isSealed, keyedHash, seal } from '../lib/secrets-key.ts'

/** The old form: `<iv>.<tag>.<data>` base64, AES-256-GCM under the settings key. */
const openOld = (key: Buffer, sealed: string): string => {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64'))
  const decipher = createDecipheriv('aes-256-gcm', key, iv!)
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
}

export const sealStoredSecrets = async (db: Kysely<Database>, key: Buffer): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const oldKey = await getSetting(trx, 'authenticatorKey')
    if (oldKey !== undefined) {
      const rows = await trx.selectFrom('member_authenticators').select(['member_id', 'secret_enc']).execute()
      for (const row of rows) {
        if (isSealed(row.secret_enc)) continue
        const secret = openOld(Buffer.from(oldKey, 'base64'), row.secret_enc)
        await trx.updateTable('member_authenticators').set({ secret_enc: seal(key, secret) }).where('member_id', '=', row.member_id).execute()
      }
      await trx.deleteFrom('settings').where('key', '=', 'authenticatorKey').execute()
    }

    const providers = await trx.selectFrom('social_providers').select(['provider', 'client_secret']).execute()
    for (const p of providers) {
      if (!isSealed(p.client_secret)) {
        await trx.updateTable('social_providers').set({ client_secret: seal(key, p.client_secret) }).where('provider', '=', p.provider).execute()
      }
    }

    const vendors = await trx.selectFrom('vendor_secrets').select(['vendor', 'secret']).execute()
    for (const v of vendors) {
      if (!isSealed(v.secret)) await trx.updateTable('vendor_secrets').set({ secret: seal(key, v.secret) }).where('vendor', '=', v.vendor).execute()
    }

    const messages = await trx.selectFrom('outbox').select(['id', 'body']).where('body', 'not like', 's1.%').execute()
    for (const m of messages) await trx.updateTable('outbox').set({ body: seal(key, m.body) }).where('id', '=', m.id).execute()

    const weak = await getSetting(trx, 'defaultWeakPassword')
    if (weak !== undefined && !weak.startsWith('hmac:')) {
      await putSetting(trx, 'defaultWeakPassword', `hmac:${keyedHash(key, weak)}`)
    }
  })
}
