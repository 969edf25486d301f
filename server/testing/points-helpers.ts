/** Points tests' helpers: real house slot rounds for a member, the member's point calls, operator calls. */
import { randomUUID } from 'node:crypto'
import type { TestApp } from './test-app.ts'
import { envelope, send, TEST_PAYLOAD_KEY } from './test-app.ts'
import { encrypted } from './account-helpers.ts'
import { encryptPayload } from '../http/payload-crypto.ts'
import { PAY } from './withdraw-helpers.ts'

/** Launches `gameId` (a house slot) for the token's member; the game session for spins. */
export const launchSlot = async (t: TestApp, token: string, account: string, gameId: string): Promise<string> => {
  const brand = await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()
  const res = await t.app.inject({
    method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${token}`, language: 'en' },
    payload: { gameId, nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: account, token, merchantCode: (brand.value as { merchantCode: string }).merchantCode, language: 'en' },
  })
  const env = envelope<{ game_url: string }>(res)
  if (!env.success) throw new Error(`launch failed: ${env.code}`)
  return new URL(env.value.game_url, 'http://x').searchParams.get('s')!
}

/** One settled slot round (debit and credit through the seamless wallet) at `stake` minor units. */
export const spin = async (t: TestApp, s: string, stake: number): Promise<void> => {
  const env = envelope(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s, stake } }))
  if (!env.success) throw new Error(`spin failed: ${env.code}`)
}

/** A free-play (trial) session's token. */
export const trialToken = async (t: TestApp): Promise<string> => {
  const fp = envelope<{ token: string }>(await t.app.inject({
    method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'x', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, `random-${randomUUID()}`) },
  }))
  if (!fp.success) throw new Error('freeplay')
  return fp.value.token
}

export const pointsCall = async <T = unknown>(t: TestApp, token: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  envelope<T>(await t.app.inject({ method, url: `/wps/relay/${path}`, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) }))

export const redeem = (t: TestApp, token: string, rewardId: number, quantity = 1, paymentPassword = PAY, requestId = randomUUID()) =>
  pointsCall(t, token, 'POST', 'passwordCheck/MCS2_redeemPointReward', encrypted({ requestId, rewardId, quantity, paymentPassword }))

export const convert = (t: TestApp, token: string, points: number, paymentPassword = PAY, requestId = randomUUID()) =>
  pointsCall(t, token, 'POST', 'passwordCheck/MCS2_convertPoint', encrypted({ requestId, points, paymentPassword }))

export const adminCall = async <T = unknown>(t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  envelope<T>(await send(t.app, { admin: true, method, url, headers: { 'x-operator': 'olga' }, ...(payload ? { payload } : {}) }))

/** The member's points balance as the mall shows it. */
export const pointsOf = async (t: TestApp, token: string): Promise<number> => {
  const env = await pointsCall<{ balance: number }>(t, token, 'GET', 'MCS2_getPointBalance')
  if (!env.success) throw new Error(env.code)
  return env.value.balance
}
