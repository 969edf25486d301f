/**
 * Every call spec §7 names is answered by the app: sent as the spec says (its method where it
 * gives one, else the contract's; its path), by a visitor and by a logged-in member, none is
 * answered 404 (or 405, the path under another verb only). An auth refusal or a typed failure
 * of the call is an answer. A path the contract lacks fails here too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AllEndpoints } from '../src/shared/api/index.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'
import { createMember } from './testing/reward-helpers.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
interface SpecCall { readonly method: Method | null; readonly path: string; readonly form?: true }

const call = (method: Method | null, path: string, form?: true): SpecCall => ({ method, path, ...(form ? { form } : {}) })
const relay = (name: string) => call(null, `/wps/relay/${name}`)

/** Spec §7, table by table; `null` where the spec does not give the verb. */
const SPEC_CALLS: Record<string, ReadonlyArray<SpecCall>> = {
  'account and system': [
    call('POST', '/wps/session/login'), call('POST', '/wps/session/login/freeplay'), call('POST', '/wps/verification/sms/noLogin'),
    call('GET', '/wps/member/info'), call('GET', '/wps/system/whitelabel'), call('PUT', '/wps/member/register'), call('PUT', '/wps/member/register/mobile'),
    call('POST', '/wps/member/password'), call('GET', '/wps/agent/affiliate'), call('GET', '/wps/system/setting/register'),
    call('POST', '/wps/member/password/email', true), call('GET', '/wps/captcha'), call('GET', '/wps/member/info/icon'), call('GET', '/wps/system/status'),
    call('GET', '/wps/relay/MCSFE_getPlayerAvatar'), call('POST', '/wps/member/password/verification'), call('DELETE', '/wps/session/logout'),
    call('GET', '/wps/v2/wallets/balance'), call('POST', '/wps/relay/GCS_walletTransfer'), call('POST', '/wps/verification/sms/register'),
    call('GET', '/wps/system/domainRoute'), call('PUT', '/wps/feedback'), call('POST', '/wps/relay/MCS2_claimRafflePromotion'),
    call('GET', '/wps/system/helpCenter'), call('GET', '/wps/relay/CSP_unreadCount'),
  ],
  'games and lists': [
    relay('GCSGAME_hotGamesV2'), relay('GCSGAME_gameList'), relay('GCSGAME_getVassGameType'), relay('GCSGAME_gameVendor'),
    relay('MCSFE_getFavoriteGames'), relay('MCSFE_getFavoriteGamesList'), relay('GCS_recentGame'), relay('MCSFE_getListAnnouncements'),
    relay('GCSGAME_getRankList'), relay('GLS2_roomList'), call('GET', '/lgw/games/game_menus'), call('GET', '/wps/game/launchGame'),
  ],
  lottery: [
    call(null, '/lgw/vn/games/game_menu'), call(null, '/lgw/vn/games/game_menu/recent'), call(null, '/lgw/games/popular'),
    call(null, '/lgw/vn/numeros/opened/game'), call(null, '/lotto/lgw/games/opened/numero'),
  ],
  'funds and salary': [
    call(null, '/wps/member/info/funds/consolidated'), relay('MCS2_processDividendReq'), relay('MCS2_processDailySalContract'),
    relay('MCS2_processContractHourSalary'), relay('MCSFE_processRealTimeSalaryContract'), relay('GCS_merchantWallet'),
  ],
  points: [
    relay('MCS2_getPointBalance'), relay('MCS2_getPointReward'), relay('passwordCheck/MCS2_redeemPointReward'), relay('MCS2_getRedeemPointList'),
    relay('MCS2_getPointConfig'), relay('passwordCheck/MCS2_convertPoint'), relay('ODSFE2_MemTransDet'),
  ],
}

/** The contract's method for a path (the spec gives none). */
const contractMethods = (path: string): Method[] =>
  [...new Set(Object.values(AllEndpoints).filter((e) => e.path === path).map((e) => e.method as Method))]

let t: TestApp
let token = ''
beforeAll(async () => {
  t = await createTestApp()
  token = (await createMember(t.app, t.testDb.db, 'speccalls')).token
})
afterAll(async () => t?.close())

const send = (method: Method, c: SpecCall, auth: boolean) => {
  const headers: Record<string, string> = auth ? { authorization: `Bearer ${token}`, token } : {}
  if (method === 'GET' || method === 'DELETE') return t.app.inject({ method, url: c.path, headers })
  if (c.form) return t.app.inject({ method, url: c.path, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
  return t.app.inject({ method, url: c.path, headers, payload: {} })
}

describe('spec §7: no call answers 404', () => {
  it('answers 404 to a call that does not exist and 405 to a spec path under another verb (so the checks below can fail)', async () => {
    expect((await send('POST', call('POST', '/wps/relay/MCSFE_noSuchCall'), true)).statusCode).toBe(404)
    expect((await send('PUT', call('PUT', '/wps/system/helpCenter'), true)).statusCode).toBe(405)
  })

  for (const [group, calls] of Object.entries(SPEC_CALLS)) {
    it(`${group}: every call is answered (${calls.length} calls)`, async () => {
      const missing: string[] = []
      for (const c of calls) {
        const methods = c.method ? [c.method] : contractMethods(c.path)
        if (methods.length === 0) { missing.push(`? ${c.path} (not in the contract)`); continue }
        for (const method of methods) {
          for (const auth of [false, true]) {
            const res = await send(method, c, auth)
            // 405: the path exists under another verb, so the call as the spec names it does not.
            if (res.statusCode === 404 || res.statusCode === 405) missing.push(`${method} ${c.path}${auth ? ' (member)' : ' (visitor)'}: ${res.body.slice(0, 120)}`)
          }
        }
      }
      expect(missing).toEqual([])
    })
  }
})
