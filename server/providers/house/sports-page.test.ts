// @vitest-environment jsdom
/**
 * The sportsbook page (its real HTML and scripts, a faked provider API) drives its slip through
 * the sportsSlip machine: a tap puts a selection on the slip at the odds shown, the bet names
 * those odds with the session in the body only, a refusal with ODDS_CHANGED asks the player,
 * and accepting sends the bet again at the odds now; refusing takes the moved selection off.
 * The texts are the launch URL's language.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ownPageTimers, releasePageTimers } from '../../testing/page-timers.ts'
// The page's flow, as flows.js (the build of house-client/) gives it to the page.
import '../../../house-client/flows.ts'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), 'public')
const read = (name: string) => readFileSync(join(publicDir, name), 'utf8')
const TOKEN = 't'.repeat(40)

const fixture = {
  id: 'tpl:100', leagueId: 'tpl', sport: 'football', home: 'Manila Tamaraws', away: 'Cebu Sharks', ratings: { home: 118, away: 112 },
  opensAt: 0, kickoffAt: 120_000, endsAt: 300_000, goneAt: 330_000, phase: 'pre', minute: 0, minutes: 90, score: { home: 0, away: 0 }, goals: [],
  status: 'open', odds: { '1x2:home': 210, '1x2:draw': 330, '1x2:away': 300, 'hcp:home': 210, 'hcp:away': 170, 'ou:over': 190, 'ou:under': 185 },
  line2: -1, total2: 5, serverSeedHash: 'a'.repeat(64), final: null, settled: false,
}
const STATE = {
  game: { id: 'g1', name: 'Sportsbook Arena', vassalage: 'ARENA', gameType: 'SPORTS' }, language: 'vi', account: 'juan', balance: 100_000, secondMs: 1000,
  limits: { minStake: 100, maxStake: 100_000, maxPayout: 5_000_000, exposure: 500_000, maxLegs: 8, maxParlayOdds: 100_000, marginBp: 500, cashOutMarginBp: 500 },
  models: {}, board: { serverNow: 60_000, leagues: [{ id: 'tpl', name: 'Tala Premier League', sport: 'football', game: null, provider: 'SPORTS', fixtures: [fixture] }] }, bets: [],
}

afterEach(() => { releasePageTimers(); vi.unstubAllGlobals() })

const openPage = async (answers: Array<unknown>) => {
  ownPageTimers({ advanceWithRealTime: true })
  window.history.replaceState(null, '', `/house/sports/?s=${TOKEN}&lang=vi`)
  const html = read('sports.html')
  document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
  const bets: Array<{ s: string; stake: number; acceptAnyOdds: boolean; legs: Array<{ fixture: string; selection: string; odds: number }> }> = []
  let balance = STATE.balance
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body))
    if (path === '/house/api/sports/bet') {
      bets.push(body)
      const answer = answers[bets.length - 1] as { success: boolean; value?: { balance: number } }
      if (answer.success) balance = answer.value!.balance
      return { json: async () => answer }
    }
    return { json: async () => ({ success: true, value: { ...STATE, balance } }) }
  })
  vi.stubGlobal('fetch', fetch)
  for (const file of ['slot-texts.js', 'sports-texts.js', 'house-page.js', 'sports.js']) new Function(read(file))()
  await vi.waitFor(() => expect(document.getElementById('title')!.textContent).toBe('Sportsbook Arena'))
  return { bets, fetch }
}
const $ = (id: string) => document.getElementById(id)!
const pick = (selection: string) => document.querySelector<HTMLButtonElement>(`[data-testid="sports-pick"][data-selection="${selection}"]`)!

describe('the sportsbook page', () => {
  it('puts a tapped selection on the slip and, when the odds have moved, places it again at the odds the player accepts', async () => {
    const { bets, fetch } = await openPage([
      { success: false, code: 'ODDS_CHANGED', message: '', value: { legs: [{ fixture: 'tpl:100', selection: '1x2:home', odds: 205 }] } },
      { success: true, value: { betId: 'B1', stake: 1_000, odds: 205, maxWin: 2_050, legs: [], balance: 99_000 } },
    ])
    expect(window.location.search).toBe('?lang=vi')
    expect(document.documentElement.lang).toBe('vi')
    expect($('slipTitle').textContent).toBe('Phiếu cược')
    pick('1x2:home').click()
    expect(pick('1x2:home').getAttribute('aria-pressed')).toBe('true')
    expect($('slipLegs').textContent).toContain('Manila Tamaraws – Cebu Sharks · Kết quả trận đấu: Manila Tamaraws @ 2.10')
    $('place').click()
    await vi.waitFor(() => expect($('changed').hidden).toBe(false))
    expect(bets[0]).toEqual({ s: TOKEN, stake: 1_000, acceptAnyOdds: false, legs: [{ fixture: 'tpl:100', selection: '1x2:home', odds: 210 }] })
    expect($('message').textContent).toBe('Tỷ lệ cược đã thay đổi. Chấp nhận tỷ lệ mới?')
    expect(($('place') as HTMLButtonElement).disabled).toBe(true)
    $('accept').click()
    await vi.waitFor(() => expect($('message').textContent).toBe('Đã đặt cược: 10.00'))
    expect(bets[1]!.legs).toEqual([{ fixture: 'tpl:100', selection: '1x2:home', odds: 205 }])
    expect($('balance').textContent).toBe('990.00')
    expect($('slipEmpty').hidden).toBe(false)
    expect(fetch.mock.calls.every(([path]) => !String(path).includes(TOKEN))).toBe(true)
  })

  it('takes a selection whose odds moved off the slip when the player refuses them, and asks for a parlay of two', async () => {
    const { bets } = await openPage([{ success: false, code: 'ODDS_CHANGED', message: '', value: { legs: [{ fixture: 'tpl:100', selection: 'ou:over', odds: 180 }] } }])
    pick('ou:over').click()
    expect(($('modeParlay') as HTMLButtonElement).disabled).toBe(true)
    ;($('stake') as HTMLInputElement).value = '0.50'
    $('stake').dispatchEvent(new Event('input'))
    $('place').click()
    expect($('message').textContent).toBe('Tiền cược tối thiểu 1.00')
    expect(bets).toHaveLength(0)
    ;($('stake') as HTMLInputElement).value = '2.00'
    $('stake').dispatchEvent(new Event('input'))
    $('place').click()
    await vi.waitFor(() => expect($('changed').hidden).toBe(false))
    expect(bets[0]!.stake).toBe(200)
    $('refuse').click()
    expect($('slipEmpty').hidden).toBe(false)
    expect(pick('ou:over').getAttribute('aria-pressed')).toBe('false')
  })
})
